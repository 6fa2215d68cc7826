import * as DropdownPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { withClasses } from "./with-classes";

/**
 * Menus are not modal: a modal menu hides the rest of the page from screen readers with aria-hidden
 * while its links stay focusable behind it (axe's aria-hidden-focus), and a menu needs no trap:
 * Escape, Tab or a click outside closes it and focus returns to its button.
 */
export const DropdownMenu = (props: ComponentProps<typeof DropdownPrimitive.Root>) => <DropdownPrimitive.Root modal={false} {...props} />;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

export const DropdownMenuContent = ({ className, sideOffset = 6, ...props }: ComponentProps<typeof DropdownPrimitive.Content>) => (
  <DropdownPrimitive.Portal>
    <DropdownPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 min-w-[16rem] max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl animate-fade-in",
        className,
      )}
      {...props}
    />
  </DropdownPrimitive.Portal>
);

export const DropdownMenuLabel = withClasses(
  DropdownPrimitive.Label,
  "px-2.5 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500",
);

export const DropdownMenuItem = withClasses(
  DropdownPrimitive.Item,
  "flex cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-2 text-sm text-slate-800 outline-none",
  "data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50",
);

export const DropdownMenuSeparator = withClasses(DropdownPrimitive.Separator, "my-1 h-px bg-slate-200");
