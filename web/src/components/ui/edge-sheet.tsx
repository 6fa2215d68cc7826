import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface EdgeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Bottom on phones (a thumb's reach), right on desktop. */
  side: "bottom" | "right";
  children: ReactNode;
}

/** A light panel sliding from an edge, for lists that belong beside the screen (the draft order). */
export function EdgeSheet({ open, onOpenChange, title, description, side, children }: EdgeSheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50 animate-fade-in" />
        <DialogPrimitive.Content
          className={cn(
            "fixed z-50 flex flex-col bg-white shadow-2xl animate-fade-in focus:outline-none",
            side === "bottom" ? "inset-x-0 bottom-0 max-h-[80vh] rounded-t-2xl" : "inset-y-0 right-0 w-96 max-w-[90vw]",
          )}
        >
          {side === "bottom" && <div aria-hidden className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-300" />}
          <div className="border-b border-slate-100 px-5 py-4 pr-12">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={description ? "mt-0.5 text-sm text-slate-500" : "sr-only"}>
              {description ?? title}
            </DialogPrimitive.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <DialogPrimitive.Close aria-label="Close" className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
