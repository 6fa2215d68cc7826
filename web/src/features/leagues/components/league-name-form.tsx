import type { ReactNode } from "react";
import { LEAGUE_NAME_MAX } from "@shared/constants";
import { createLeagueBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSchemaForm } from "@/lib/use-schema-form";

interface LeagueNameFormProps {
  id: string;
  /** Gets the name as the API will store it (trimmed); the form empties when it resolves true. */
  onName: (name: string) => Promise<boolean> | boolean;
  submitLabel: string;
  pendingLabel?: string;
  size?: "lg";
  /** Shown between the field and the button. */
  children?: ReactNode;
}

/** The league name a new league starts with: the create dialog and the signed-out create tab. */
export function LeagueNameForm({ id, onName, submitLabel, pendingLabel = submitLabel, size, children }: LeagueNameFormProps) {
  const form = useSchemaForm(createLeagueBody, { defaultValues: { name: "" } });
  const onSubmit = form.submit(async ({ name }) => {
    if (await onName(name)) form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={id}>League name</Label>
        <Input id={id} maxLength={LEAGUE_NAME_MAX} placeholder="e.g. Sunday League Legends" {...form.register("name")} />
      </div>
      {children}
      <Button type="submit" size={size} className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
