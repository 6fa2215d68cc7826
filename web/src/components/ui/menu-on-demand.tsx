import { cloneElement, Suspense, useState, type ButtonHTMLAttributes, type ReactElement, type ReactNode } from "react";

/** What a menu loaded on demand is given: Radix's controlled state and the trigger to wrap. */
export interface OnDemandMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

interface MenuOnDemandProps {
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** The menu, a lazy component: its code (Radix's dropdown and the list) loads on the first open. */
  menu: (props: OnDemandMenuProps) => ReactNode;
}

/**
 * A header menu that costs nothing until it is used: the first paint renders only its trigger,
 * a plain button; the first click (or Enter/Space) loads the menu and opens it.
 */
export function MenuOnDemand({ trigger, menu }: MenuOnDemandProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    });
  }
  return <Suspense fallback={trigger}>{menu({ open, onOpenChange: setOpen, trigger })}</Suspense>;
}
