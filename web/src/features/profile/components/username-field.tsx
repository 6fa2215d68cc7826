import { Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { USERNAME_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useSaveUsername } from "../hooks/use-save-username";

interface UsernameFieldProps {
  username: string;
  /**
   * Spec §5: on the profile page an empty or unchanged name just cancels editing; on the
   * settings page an empty name is an error ('Username cannot be empty').
   */
  emptyIsError?: boolean;
}

/** The display name with an Edit button that turns it into a small form. */
export function UsernameField({ username, emptyIsError }: UsernameFieldProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(username);
  const { save, saving } = useSaveUsername();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed && emptyIsError) {
      toast({ title: "Username cannot be empty", variant: "destructive" });
      return;
    }
    if (!trimmed || trimmed === username) {
      setEditing(false);
      return;
    }
    if (await save(trimmed)) setEditing(false);
  };

  if (!editing) {
    return (
      <div className="flex items-center justify-between gap-3">
        <span className="truncate font-semibold text-slate-900" data-testid="username">
          {username}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setValue(username);
            setEditing(true);
          }}
        >
          <Pencil /> Edit
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <Input autoFocus aria-label="Username" value={value} maxLength={USERNAME_MAX} onChange={(event) => setValue(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
