import { SELECTIONS_PER_USER } from "@shared/constants";
import { cn } from "@/lib/cn";
import type { UserWithoutPicks } from "@shared/contract/responses";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

export type ArchiveChoice = "archive" | "keep" | null;

const OPTIONS = [
  { value: "archive", title: "Archive these users", text: "They move to inactive and sit out the draft. You can restore them later." },
  {
    value: "keep",
    title: "Keep everyone and proceed",
    text: "Warning: the draft may fail or give unexpected results for members without 15 picks.",
  },
] as const;

/** product.md §4: members without picks are listed as n/15 and the admin must say what happens to them. */
export function ArchiveChoiceSection({
  users,
  choice,
  onChoice,
}: {
  users: UserWithoutPicks[];
  choice: ArchiveChoice;
  onChoice: (c: ArchiveChoice) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-3">
        <p className="text-sm font-semibold text-amber-900">
          {users.length} user{users.length === 1 ? " has" : "s have"} not finished picking
        </p>
        <ul className="mt-2 max-h-32 space-y-1 overflow-y-auto text-sm" aria-label="Users without picks">
          {users.map((u) => (
            <li key={u.id} className="flex justify-between gap-2 text-amber-900">
              <WrapAtDots text={u.username} className="min-w-0" />
              <span className="shrink-0 tabular-nums">
                {u.tempPicksCount}/{SELECTIONS_PER_USER} picks
              </span>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Archive users without picks?</legend>
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-xl border p-3 text-sm",
              choice === o.value ? "border-pitch-500 bg-pitch-50/60" : "border-slate-200 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name="archive-choice"
              value={o.value}
              checked={choice === o.value}
              onChange={() => onChoice(o.value)}
              className="mt-0.5 accent-pitch-600"
            />
            <span>
              <span className="block font-semibold text-slate-900">{o.title}</span>
              <span className="text-slate-600">{o.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
