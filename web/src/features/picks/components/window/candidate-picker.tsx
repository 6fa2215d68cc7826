import { useMemo, useState } from "react";
import type { Player } from "@shared/feed-types";
import { WINDOW_CANDIDATES_MAX } from "@shared/window/candidates";
import { AvailablePlayers } from "@/features/picks/components/available-players";
import { SquadPanel } from "@/features/picks/components/squad-panel";
import { addPlayer, dropOnto, movePlayer, removePlayer, type Squad } from "@/features/picks/lib/squad";
import { indexPlayers, teamsOf } from "@shared/player-filter";
import { cn } from "@/lib/cn";
import { useCandidates } from "@/features/picks/lib/window/use-candidates";
import { PanelSwitch } from "@/components/ui/panel-switch";

interface CandidatePickerProps {
  leagueId: string;
  players: Player[];
  /** Players held in the league or gone from the Premier League: nobody can get them. */
  unavailable: Set<number>;
  initial: Squad;
  onRefused: () => void;
}

const statusText = { idle: "", saving: "Saving…", saved: "Saved", failed: "Not saved" } as const;

/** The /register list, search, filters and drag, for up to 5 extra-pick candidates. */
export function CandidatePicker({ leagueId, players, unavailable, initial, onRefused }: CandidatePickerProps) {
  const { list, status, change } = useCandidates(leagueId, initial, onRefused);
  const [phonePanel, setPhonePanel] = useState<"players" | "list">("players");
  const free = useMemo(() => players.filter((p) => !unavailable.has(p.id)), [players, unavailable]);
  const index = useMemo(() => indexPlayers(free), [free]);
  const teams = useMemo(() => teamsOf(free), [free]);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const add = (id: number) => change((s) => (s.length < WINDOW_CANDIDATES_MAX ? addPlayer(s, id) : s));

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <p className="text-slate-600">
          Ranked {list.length}/{WINDOW_CANDIDATES_MAX}: the first one still free is yours.
        </p>
        <span role="status" className={cn("text-xs font-semibold", status === "failed" ? "text-red-600" : "text-slate-500")}>
          {statusText[status]}
        </span>
      </div>
      <PanelSwitch
        value={phonePanel}
        onChange={setPhonePanel}
        panels={[
          { value: "players", label: "Players" },
          { value: "list", label: `Your Candidates (${list.length}/${WINDOW_CANDIDATES_MAX})` },
        ]}
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <AvailablePlayers
          index={index}
          teams={teams}
          squad={list}
          onAdd={add}
          limit={WINDOW_CANDIDATES_MAX}
          className={cn(phonePanel !== "players" && "hidden lg:block")}
        />
        <SquadPanel
          squad={list}
          playersById={byId}
          onDrop={(a, o) => change((s) => dropOnto(s, a, o))}
          onMove={(f, t) => change((s) => movePlayer(s, f, t))}
          onRemove={(id) => change((s) => removePlayer(s, id))}
          onClearAll={() => change(() => [])}
          title="Your Candidates"
          subtitle="Ranked by priority for your one extra pick."
          emptyHint={`Add up to ${WINDOW_CANDIDATES_MAX} players who are free in your league.`}
          listLabel="Your candidates"
          className={cn(phonePanel !== "list" && "hidden lg:block")}
        />
      </div>
    </div>
  );
}
