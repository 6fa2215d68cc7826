import { LogIn, Plus, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Logo } from "@/components/logo";
import { IconTabs } from "@/components/ui/tabs";
import { CreateTab } from "./create-tab";
import { JoinTab } from "./join-tab";
import { LoginTab } from "./login-tab";

/**
 * Signed-out /register and /multi-league: join, create or just log in. A `?code=` opens the
 * join tab with the code filled in, and is then removed from the address bar.
 */
export function GetStartedPage() {
  const [params, setParams] = useSearchParams();
  const [initialCode] = useState(() => params.get("code") ?? "");
  const [tab, setTab] = useState("join");

  useEffect(() => {
    if (params.has("code")) setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <div className="min-h-screen bg-navy-950 bg-[radial-gradient(ellipse_at_top,rgba(18,184,102,0.2),transparent_60%)] px-4 py-10">
      <div className="mx-auto max-w-md">
        <Link to="/" aria-label="Treble home" className="mx-auto block w-fit">
          <Logo tone="light" />
        </Link>
        <h1 className="mt-6 text-center text-2xl font-extrabold tracking-tight text-white">Get in the game</h1>
        <p className="mt-1 text-center text-sm text-navy-200">Join a friend's league, start your own, or log in.</p>
        <div className="mt-6 rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
          <IconTabs
            label="Get started"
            value={tab}
            onValueChange={setTab}
            tabs={[
              { value: "join", label: "Join", icon: UserPlus, content: <JoinTab initialCode={initialCode} /> },
              { value: "create", label: "Create", icon: Plus, content: <CreateTab /> },
              { value: "login", label: "Login", icon: LogIn, content: <LoginTab /> },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
