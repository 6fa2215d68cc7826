import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { Button } from "./button";
import type { ReactNode } from "react";

/** What `ConfirmDialog` (alert-dialog.tsx) takes; declared here, where it is rendered, so the lazy half imports nothing back. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  children?: ReactNode;
}

/** Radix's `ConfirmDialog` (alert-dialog.tsx), loaded when one first opens. */
export function RadixConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 animate-fade-in" />
        <AlertDialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none">
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900 wrap-anywhere">
            {props.title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-slate-600 wrap-anywhere">
            {props.description}
          </AlertDialogPrimitive.Description>
          {props.children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={props.destructive ? "destructive" : "primary"}
              disabled={props.pending}
              onClick={(event) => {
                event.preventDefault();
                props.onConfirm();
              }}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
