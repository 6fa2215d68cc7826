import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

interface GameweekPickerProps {
  /** The gameweeks that have a table: the league's scoring window so far. */
  gameweeks: number[];
  value: number;
  onChange: (gameweek: number) => void;
}

/** Beyond the product's first version (decision 0090): step back through the season's tables, or jump to one. */
export function GameweekPicker({ gameweeks, value, onChange }: GameweekPickerProps) {
  const index = gameweeks.indexOf(value);
  const latest = gameweeks[gameweeks.length - 1];
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous gameweek"
        disabled={index <= 0}
        onClick={() => onChange(gameweeks[index - 1])}
      >
        <ChevronLeft />
      </Button>
      <label className="sr-only" htmlFor="gameweek-picker">
        Gameweek
      </label>
      <select
        id="gameweek-picker"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800"
      >
        {[...gameweeks].reverse().map((gw) => (
          <option key={gw} value={gw}>
            GW {gw}
            {gw === latest ? " (current)" : ""}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next gameweek"
        disabled={index < 0 || index >= gameweeks.length - 1}
        onClick={() => onChange(gameweeks[index + 1])}
      >
        <ChevronRight />
      </Button>
    </div>
  );
}
