import { LogIn } from "lucide-react";
import { Link } from "react-router-dom";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";

export function LandingNav({ loginHref }: { loginHref: string }) {
  return (
    <header className="absolute inset-x-0 top-0 z-20">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Treble home">
          <Logo tone="light" />
        </Link>
        <div className="flex items-center gap-2">
          <span className="hidden sm:block">
            <Button asChild variant="ghost-on-dark">
              <Link to="/register">Join or create a league</Link>
            </Button>
          </span>
          <Button asChild variant="light">
            <a href={loginHref}>
              <LogIn /> Log in
            </a>
          </Button>
        </div>
      </nav>
    </header>
  );
}
