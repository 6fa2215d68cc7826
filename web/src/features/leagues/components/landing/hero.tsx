import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router-dom";
import type { LeagueLookup } from "@shared/types";
import { Button } from "@/components/ui/button";
import { PitchIllustration } from "./pitch-illustration";

/** Headline, promise and the main button, which becomes "Join {league}" for an invitation. */
export function Hero({ loginHref, invitation }: { loginHref: string; invitation: LeagueLookup | null }) {
  return (
    <section className="relative overflow-hidden bg-navy-950 pb-16 pt-28 text-white sm:pb-24 sm:pt-36">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(18,184,102,0.25),transparent_55%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          {invitation && (
            <p
              role="status"
              className="mb-6 inline-flex items-start gap-2 rounded-xl bg-pitch-500/15 px-4 py-3 text-sm text-pitch-100 ring-1 ring-pitch-400/40"
            >
              <Mail className="mt-0.5 size-4 shrink-0 text-pitch-300" aria-hidden />
              <span>
                You've been invited to join <strong className="text-white">{invitation.name}</strong>. Log in to accept your invitation.
              </span>
            </p>
          )}
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-pitch-400">Premier League · with your mates</p>
          <h1 className="mt-3 text-4xl font-black leading-[1.05] tracking-tight sm:text-6xl">
            Pick three scorers.
            <br />
            <span className="text-pitch-400">Win the league.</span>
          </h1>
          <p className="mt-5 max-w-lg text-lg text-navy-100">
            Each player picks just 3 goal scorers. No formations, no budgets. Every Premier League goal they score counts for you.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* An invitation's league name, up to 50 characters, wraps inside the button instead of widening the page. */}
            <Button asChild size="lg" wrap>
              <a href={loginHref}>
                {invitation ? `Join ${invitation.name}` : "Get Started"} <ArrowRight />
              </a>
            </Button>
            {!invitation && (
              <Button asChild size="lg" variant="outline-on-dark">
                <Link to="/register">I have a league code</Link>
              </Button>
            )}
          </div>
        </div>
        <PitchIllustration />
      </div>
    </section>
  );
}
