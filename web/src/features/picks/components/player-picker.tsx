import { useCallback, useMemo, useState } from "react";
import type { Player } from "@shared/feed-types";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { toast } from "@/components/ui/toast-store";
import { indexPlayers, teamsOf } from "@shared/player-filter";
import { cn } from "@/lib/cn";
import { useRandomPicks } from "../hooks/use-random-picks";
import { useSquadEditor } from "../hooks/use-squad-editor";
import { useSubmitPicks } from "../hooks/use-submit-picks";
import { addPlayer, dropOnto, movePlayer, removePlayer, type Squad } from "@/features/picks/lib/squad";
import { AvailablePlayers } from "@/features/picks/components/available-players";
import { CopyToLeaguesDialog } from "./copy-to-leagues-dialog";
import { PickerHeader } from "./picker-header";
import { SaveIndicator } from "./save-indicator";
import { SquadPanel } from "@/features/picks/components/squad-panel";
import { PanelSwitch } from "@/components/ui/panel-switch";
import { toasts } from "@shared/messages";

interface PlayerPickerProps {
  league: UserLeague;
  leagues: UserLeague[];
  players: Player[];
  initial: Squad;
  editMode: boolean;
  onBlocked: (error: unknown) => void;
}

type Confirm = "clear" | "random" | null;

/** The register screen once its data is in: the player list, the squad, and their actions. */
export function PlayerPicker({ league, leagues, players, initial, editMode, onBlocked }: PlayerPickerProps) {
  const { squad, status, change, dirty } = useSquadEditor({ leagueId: league.id, initial, editMode, onBlocked });
  const random = useRandomPicks(league.id, (next) => change(() => next));
  const submitter = useSubmitPicks(league, editMode, onBlocked);
  const [confirm, setConfirm] = useState<Confirm>(null);
  // Phones show one panel at a time; wide screens show both side by side.
  const [phonePanel, setPhonePanel] = useState<"players" | "squad">("players");

  const index = useMemo(() => indexPlayers(players), [players]);
  const teams = useMemo(() => teamsOf(players), [players]);
  const playersById = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);

  const add = useCallback((id: number) => change((s) => addPlayer(s, id)), [change]);
  const remove = useCallback((id: number) => change((s) => removePlayer(s, id)), [change]);
  const move = useCallback((from: number, to: number) => change((s) => movePlayer(s, from, to)), [change]);
  const drop = useCallback((active: number, over: number) => change((s) => dropOnto(s, active, over)), [change]);

  const askClear = () => {
    if (squad.length === 0) toast(toasts.noPicksToClear);
    else setConfirm("clear");
  };
  const askRandom = () => (squad.length === 0 ? random.generate() : setConfirm("random"));

  return (
    <div className="space-y-4">
      <PickerHeader
        league={league}
        editMode={editMode}
        count={squad.length}
        status={<SaveIndicator status={status} editMode={editMode} dirty={dirty} />}
        copyDialog={editMode ? null : <CopyToLeaguesDialog league={league} leagues={leagues} />}
        randomPending={random.pending}
        submitPending={submitter.pending}
        onRandom={askRandom}
        onSubmit={() => submitter.submit(squad)}
      />

      <PanelSwitch
        value={phonePanel}
        onChange={setPhonePanel}
        panels={[
          { value: "players", label: "Players" },
          { value: "squad", label: `Your Squad (${squad.length}/15)` },
        ]}
      />

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <AvailablePlayers
          index={index}
          teams={teams}
          squad={squad}
          onAdd={add}
          className={cn(phonePanel !== "players" && "hidden lg:block")}
        />
        <SquadPanel
          squad={squad}
          playersById={playersById}
          onDrop={drop}
          onMove={move}
          onRemove={remove}
          onClearAll={askClear}
          className={cn(phonePanel !== "squad" && "hidden lg:block")}
        />
      </div>

      <ConfirmDialog
        open={confirm === "clear"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clear All"
        description={`This will remove all ${squad.length} selected players. Continue?`}
        confirmLabel="Clear All"
        destructive
        onConfirm={() => {
          setConfirm(null);
          change(() => []);
        }}
      />
      <ConfirmDialog
        open={confirm === "random"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Replace your picks?"
        description={`This will replace your ${squad.length} selected players with 15 random players who scored 5+ goals last season.`}
        confirmLabel="Random Picks"
        onConfirm={() => {
          setConfirm(null);
          void random.generate();
        }}
      />
    </div>
  );
}
