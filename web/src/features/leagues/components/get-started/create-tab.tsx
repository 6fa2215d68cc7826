import { Info } from "lucide-react";
import { LeagueNameForm } from "@/features/leagues/components/league-name-form";
import { loginUrl } from "@/lib/paths";
import { savePendingCreate } from "@/features/leagues/lib/pending-join";

/** League name, then sign in: the league is created by itself once signed in. */
export function CreateTab() {
  const signInToCreate = (name: string) => {
    savePendingCreate(name);
    window.location.assign(loginUrl("/"));
    // The page is leaving for sign-in: keep the name on screen until it has gone.
    return false;
  };

  return (
    <LeagueNameForm id="register-league-name" onName={signInToCreate} submitLabel="Login to Create League" size="lg">
      <p className="flex gap-2 rounded-lg bg-navy-50 p-3 text-sm text-navy-700">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        You'll get a unique 6-character league code to share with your friends after creation.
      </p>
    </LeagueNameForm>
  );
}
