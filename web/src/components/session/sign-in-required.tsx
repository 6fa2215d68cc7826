import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { AccessNotice } from "@/components/session/access-notice";
import { loginUrl } from "@/lib/paths";
import { destinationName } from "@/lib/session/signed-in-paths";

/**
 * A signed-in screen opened while signed out (a shared /leaderboard link, a bookmarked
 * /dashboard): say what it is, and offer sign-in that comes back to the same address.
 */
export function SignInRequired({ title = "Sign in to continue", text }: { title?: string; text?: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-navy-950 px-4">
      <Link to="/" aria-label="Treble home">
        <Logo tone="light" />
      </Link>
      <AccessNotice title={title} text={text ?? `Please log in to see ${destinationName(pathname)}.`}>
        <Button asChild>
          <a href={loginUrl(pathname + search)}>
            <LogIn aria-hidden />
            Log in
          </a>
        </Button>
      </AccessNotice>
    </div>
  );
}
