import { cloneElement, createContext, Suspense, use, useState, type MouseEvent, type ReactElement, type ReactNode } from "react";

import type { DialogContentProps } from "./dialog-radix";

type RadixParts = typeof import("./dialog-radix");

// Radix's dialog (focus trap, scroll lock, portal: about 15 kB gzip) loads when a dialog first opens,
// not with every screen that has one (the board's header has three). Loaded once, it is used at once.
let radix: RadixParts | undefined;
let loading: Promise<RadixParts> | undefined;
const loadRadix = () =>
  (loading ??= import("./dialog-radix").then((parts) => {
    radix = parts;
    return parts;
  }));

/** Radix's parts once this dialog has been opened; until then, how its plain trigger opens it. */
const DialogMode = createContext<{ parts?: RadixParts; open: () => void } | null>(null);

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Radix's dialog root, controlled (`open`, `onOpenChange`) or not, with the same `DialogTrigger`
 * and `DialogContent` inside. Until it first opens, the trigger is its own child with a click
 * handler and the content renders nothing; the first opening loads Radix and opens it.
 */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  const [own, setOwn] = useState(false);
  const isOpen = open ?? own;
  const change = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const [used, setUsed] = useState(isOpen);
  if (isOpen && !used) setUsed(true);
  const plain = <DialogMode value={{ open: () => change(true) }}>{children}</DialogMode>;
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <RadixDialog open={isOpen} onOpenChange={change}>
        {children}
      </RadixDialog>
    </Suspense>
  );
}

function RadixDialog({ open, onOpenChange, children }: Required<DialogProps>) {
  const parts = radix ?? use(loadRadix());
  return (
    <parts.Root open={open} onOpenChange={onOpenChange}>
      <DialogMode value={{ parts, open: () => onOpenChange(true) }}>{children}</DialogMode>
    </parts.Root>
  );
}

type TriggerChild = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/** The element that opens the dialog (always `asChild`: the child is the button). */
export function DialogTrigger({ children }: { asChild: true; children: ReactElement }) {
  const mode = use(DialogMode);
  if (mode?.parts) return <mode.parts.Trigger asChild>{children}</mode.parts.Trigger>;
  const child = children as TriggerChild;
  return cloneElement(child, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(event);
      if (!event.defaultPrevented) mode?.open();
    },
  } as TriggerChild["props"]);
}

/** A centred modal with a title (always present, for screen readers) and a close button. */
export function DialogContent(props: DialogContentProps) {
  const parts = use(DialogMode)?.parts;
  return parts ? <parts.Content {...props} /> : null;
}
