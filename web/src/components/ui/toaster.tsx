import * as ToastPrimitive from "@radix-ui/react-toast";
import { AlertCircle, CheckCircle2, Info, X } from "lucide-react";
import { TOAST_DURATION_MS } from "@shared/constants";
import { cn } from "@/lib/cn";
import { dismissToast, useCurrentToast } from "./toast-store";

const ICONS = { default: Info, destructive: AlertCircle, success: CheckCircle2 };

/** Radix toast viewport showing the single current toast (swipe right, 50 px, F8 hotkey). */
export function Toaster() {
  const message = useCurrentToast();
  const variant = message?.variant ?? "default";
  const Icon = ICONS[variant];
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={cn(
            "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-9 shadow-lg animate-toast-in relative",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity",
            variant === "destructive" && "border-red-200 bg-red-50 text-red-900",
            variant === "success" && "border-pitch-200 bg-white text-slate-900",
            variant === "default" && "border-slate-200 bg-white text-slate-900",
          )}
        >
          <Icon
            aria-hidden
            className={cn(
              "mt-0.5 size-5 shrink-0",
              variant === "destructive" ? "text-red-600" : variant === "success" ? "text-pitch-600" : "text-navy-500",
            )}
          />
          <div className="min-w-0">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="mt-0.5 text-sm opacity-80">{message.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label="Dismiss" className="absolute right-2 top-2 rounded-md p-1 opacity-60 hover:opacity-100">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full flex-col p-4 sm:max-w-sm outline-none" />
    </ToastPrimitive.Provider>
  );
}
