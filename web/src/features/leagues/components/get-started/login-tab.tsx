import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { loginUrl } from "@/lib/paths";

/** Already playing: straight to the identity provider. */
export function LoginTab() {
  return (
    <div className="space-y-4 text-center">
      <p className="text-sm text-slate-600">Already in a league? Log in to see your leaderboard and picks.</p>
      <Button asChild size="lg" className="w-full">
        <a href={loginUrl("/")}>
          <LogIn /> Log in to Treble
        </a>
      </Button>
    </div>
  );
}
