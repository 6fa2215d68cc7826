import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

interface SearchFieldProps {
  /** For screen readers; the placeholder says it to everyone else. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with its magnifier, as the list filters use it. */
export function SearchField({ label, placeholder, value, onValueChange }: SearchFieldProps) {
  return (
    <label className="relative block">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <Input
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="pl-9"
        autoComplete="off"
      />
    </label>
  );
}
