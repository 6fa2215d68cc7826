import type { JSXElementConstructor } from "react";
import { cn } from "@/lib/cn";

/** A primitive (a Radix part) with our classes first; a `className` given at the call site adds to or overrides them. */
export function withClasses<P extends { className?: string }>(Component: JSXElementConstructor<P>, ...classes: string[]) {
  return function Styled(props: P) {
    return <Component {...props} className={cn(...classes, props.className)} />;
  };
}
