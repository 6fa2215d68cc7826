import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors, type FieldValues, type SubmitHandler, type UseFormProps } from "react-hook-form";
import type * as z from "zod/mini";
import { problemToast } from "@shared/messages";
import { toast } from "@/components/ui/toast-store";

type FormSchema = z.ZodMiniType<unknown, FieldValues>;

/**
 * A form validated by the API's own request schema (shared/schemas.ts), so a form refuses what
 * the server refuses, in the same words: the first problem shows as its catalogue toast.
 * `submit(fn)` is the form's onSubmit; `fn` gets the schema's output (trimmed, normalised).
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  const submit = (fn: SubmitHandler<z.output<S>>) => form.handleSubmit(fn, showFirstProblem);
  return { ...form, submit };
}

function showFirstProblem(errors: FieldErrors) {
  const first = Object.values(errors).find((e) => typeof e?.message === "string");
  if (typeof first?.message === "string") toast({ ...problemToast(first.message), variant: "destructive" });
}
