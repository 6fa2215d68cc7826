import { Fragment } from "react";
import { dotBreaks } from "@/lib/dot-breaks";
import { cn } from "@/lib/cn";

/**
 * An e-mail address or a dotted handle shown whole, for places with no room to hover for a title
 * (phone cards, the profile): a long one wraps after its "@" or before a dot, and a part wider than
 * the line on its own breaks anywhere only as a last resort. `<wbr>` adds no characters, so a copied address is exact.
 */
export function WrapAtDots({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn("wrap-anywhere", className)}>
      {dotBreaks(text).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
