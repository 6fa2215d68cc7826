import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Radix's parts of `Dialog` (dialog.tsx), loaded when a dialog first opens. */
export const Root = DialogPrimitive.Root;
export const Trigger = DialogPrimitive.Trigger;

/** What `DialogContent` (dialog.tsx) takes; declared here, where it is rendered, so the lazy half imports nothing back. */
export interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Wider for dialogs with lists or tables (archival, activity details). */
  size?: "md" | "lg";
}

/** A centred modal with a title (always present, for screen readers) and a close button. */
export function Content({ title, description, children, className, size = "md" }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px] animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          size === "lg" ? "max-w-lg" : "max-w-md",
          "rounded-2xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none",
          className,
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900 wrap-anywhere">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-500 wrap-anywhere">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close aria-label="Close" className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100">
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
