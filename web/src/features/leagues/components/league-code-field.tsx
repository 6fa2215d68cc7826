import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { LeagueCodeInput } from "./league-code-input";

/** A join form's league code: its label and the six-character input, bound to the form's `code`. */
export function LeagueCodeField<T extends FieldValues & { code: string }, O>({
  control,
  id,
}: {
  control: Control<T, unknown, O>;
  id: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>League code</Label>
      <Controller
        control={control}
        name={"code" as Path<T>}
        render={({ field }) => <LeagueCodeInput id={id} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />}
      />
    </div>
  );
}
