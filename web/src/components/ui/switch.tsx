import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  neutral: "bg-slate-300 data-[state=checked]:bg-pitch-600",
  /** product.md §4's mode colours: off is draft (red), on is live (green). */
  mode: "bg-red-500 data-[state=checked]:bg-pitch-600",
};

/** An on/off switch. */
export const Switch = ({
  className,
  tone = "neutral",
  ...props
}: ComponentProps<typeof SwitchPrimitive.Root> & { tone?: keyof typeof TONES }) => (
  <SwitchPrimitive.Root
    className={cn(
      "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50",
      TONES[tone],
      className,
    )}
    {...props}
  >
    <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
  </SwitchPrimitive.Root>
);
