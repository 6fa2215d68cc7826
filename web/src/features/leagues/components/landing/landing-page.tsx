import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { LeagueLookup } from "@shared/types";
import { toast } from "@/components/ui/toast-store";
import { loginUrl } from "@/lib/paths";
import { useCodeLookup } from "@/features/leagues/lib/use-code-lookup";
import { clearPendingJoin, savePendingJoinCode } from "@/features/leagues/lib/pending-join";
import { FeatureGrid } from "./feature-grid";
import { FinalCta } from "./final-cta";
import { Hero } from "./hero";
import { LandingFooter } from "./landing-footer";
import { LandingNav } from "./landing-nav";
import { toasts } from "@shared/messages";

/**
 * The signed-out front door. With `?code=` it becomes an invitation: the code is kept as the
 * pending league code, the league is looked up, and sign-in returns here with the code.
 */
export function LandingPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => {
    const raw = params.get("code")?.trim().toUpperCase() || null;
    if (raw) savePendingJoinCode(raw);
    return raw;
  });
  const [invitation, setInvitation] = useState<LeagueLookup | null>(null);

  useCodeLookup(code ?? "", {
    onFound: (league) => {
      setInvitation(league);
      toast({ ...toasts.leagueFound(league.name), variant: "success" });
    },
    onNotFound: () => {
      clearPendingJoin();
      setCode(null);
    },
  });

  const loginHref = loginUrl(code ? `/?code=${encodeURIComponent(code)}` : "/");

  return (
    <div className="min-h-screen bg-white">
      <LandingNav loginHref={loginHref} />
      <main>
        <Hero loginHref={loginHref} invitation={invitation} />
        <FeatureGrid />
        <FinalCta loginHref={loginHref} invitation={invitation} />
      </main>
      <LandingFooter />
    </div>
  );
}
