import * as z from "zod/mini";
import { Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { updateUsernameBody } from "@shared/schemas";
import { USERNAME_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveUsername } from "../hooks/use-save-username";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

interface UsernameFieldProps {
  username: string;
  /**
   * product.md §5: on the profile page an empty or unchanged name just cancels editing; on the
   * settings page an empty name is an error ('Username cannot be empty').
   */
  emptyIsError?: boolean;
}

const newUsername = z.pick(updateUsernameBody, { username: true });

/** The display name with an Edit button that turns it into a small form. */
export function UsernameField({ username, emptyIsError }: UsernameFieldProps) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(newUsername, { defaultValues: { username } });
  const { save, saving } = useSaveUsername();

  const saveChange = form.submit(async (values) => {
    if (values.username === username || (await save(values.username))) setEditing(false);
  });
  const submit = (event: FormEvent) => {
    if (emptyIsError || form.getValues("username").trim()) return saveChange(event);
    event.preventDefault();
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 font-semibold text-slate-900" data-testid="username">
          <WrapAtDots text={username} />
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            form.reset({ username });
            setEditing(true);
          }}
        >
          <Pencil /> Edit
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row">
      <Input autoFocus aria-label="Username" maxLength={USERNAME_MAX} {...form.register("username")} />
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
