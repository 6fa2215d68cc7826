import type { LeagueLookup } from "@shared/types";
import { Button } from "@/components/ui/button";

export function FinalCta({ loginHref, invitation }: { loginHref: string; invitation: LeagueLookup | null }) {
  return (
    <section className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-navy-900 to-pitch-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-extrabold tracking-tight">Ready for kick-off?</h2>
        <p className="mx-auto mt-3 max-w-xl text-navy-100">
          Start a league in seconds, share the code, and let the goals decide who buys the next round.
        </p>
        <Button asChild size="lg" variant="light" wrap className="mt-8 max-w-full">
          <a href={loginHref}>{invitation ? `Join ${invitation.name}` : "Start Playing"}</a>
        </Button>
      </div>
    </section>
  );
}
