import { Plus, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { CopyInviteButton } from "./copy-invite-button";
import { CreateLeagueDialog } from "./create-league-dialog";
import { JoinAnotherLeagueDialog } from "./join-another-league-dialog";
import { LeagueNameEditor } from "./league-name-editor";
import { AdminBadge } from "@/components/ui/mode-badge";

/**
 * product.md §2 'Leaderboard (desktop)': title, season label, code, invite link, join and create.
 * `children` goes under the season label: the leaderboard puts the current gameweek there.
 */
export function LeagueHeader({ league, children }: { league: UserLeague; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-navy-900 p-5 text-white shadow-lg sm:p-7">
      <PitchLines />
      <div className="relative space-y-4">
        <div className="space-y-1">
          <LeagueNameEditor league={league} />
          <p className="text-sm font-medium text-navy-200">
            {league.seasonName} Season{" "}
            <span className={league.isDraftMode ? "text-red-300" : "text-pitch-300"}>({league.isDraftMode ? "Draft Mode" : "Live"})</span>
          </p>
          {children}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-2 rounded-lg bg-white/10 px-3 py-1.5 text-sm">
            <span className="text-navy-200">League code</span>
            <span className="font-mono text-base font-bold tracking-widest" data-testid="league-code">
              {league.code}
            </span>
          </span>
          {league.isAdmin && <AdminBadge onDark />}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <CopyInviteButton code={league.code} />
          <JoinAnotherLeagueDialog
            trigger={
              <Button variant="outline-on-dark">
                <UserPlus /> Join Another League
              </Button>
            }
          />
          <CreateLeagueDialog
            trigger={
              <Button variant="outline-on-dark">
                <Plus /> Create League
              </Button>
            }
          />
        </div>
      </div>
    </section>
  );
}

/** A faint centre circle and halfway line: a football pitch behind the header. */
function PitchLines() {
  return (
    <svg
      aria-hidden
      className="pointer-events-none absolute -right-16 -top-10 h-72 w-72 text-pitch-400/15"
      viewBox="0 0 200 200"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="100" cy="100" r="60" />
      <circle cx="100" cy="100" r="4" fill="currentColor" />
      <line x1="100" y1="0" x2="100" y2="200" />
    </svg>
  );
}
