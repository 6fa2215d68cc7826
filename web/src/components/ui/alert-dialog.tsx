import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-radix";

// Radix's alert dialog (with the dialog's focus trap and scroll lock, about 15 kB gzip) loads when
// a question is first asked, not with every screen that could ask one.
const RadixConfirmDialog = lazy(async () => ({ default: (await import("./confirm-dialog-radix")).RadixConfirmDialog }));

/** A yes/no question that must be answered (delete league, delete profile). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <RadixConfirmDialog {...props} />
    </Suspense>
  );
}
