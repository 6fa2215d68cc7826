import type { InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { toCodeInput } from "@/features/leagues/lib/use-code-lookup";

interface LeagueCodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  value: string;
  /** Gets the code as codes are written: upper case, no spaces, at most six characters. */
  onValueChange: (value: string) => void;
}

/** Six big, spaced, upper-case characters: codes are read off phones and typed by hand. */
export function LeagueCodeInput({ value, onValueChange, className, ...props }: LeagueCodeInputProps) {
  return (
    <Input
      value={value}
      // No maxLength: the browser would cut a paste (" VF3HXN", an invite link) before its
      // spaces or link are taken off; toCodeInput keeps the code to six characters instead.
      onChange={(event) => onValueChange(toCodeInput(event.target.value))}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      placeholder="ABC123"
      className={cn(
        "h-12 text-center font-mono text-xl font-bold uppercase tracking-[0.4em] placeholder:tracking-[0.4em] placeholder:font-normal",
        className,
      )}
      {...props}
    />
  );
}
