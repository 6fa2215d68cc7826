import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const VARIANTS = {
  primary: "bg-pitch-600 text-white hover:bg-pitch-700 shadow-sm",
  secondary: "bg-navy-800 text-white hover:bg-navy-700 shadow-sm",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  light: "bg-white text-navy-900 hover:bg-navy-50 shadow-sm",
  /** For dark (navy) surfaces: the hero, the league header. */
  "outline-on-dark": "border border-white/25 bg-white/5 text-white hover:bg-white/15",
  "ghost-on-dark": "text-navy-100 hover:bg-white/10 hover:text-white",
};

const SIZES = {
  sm: "px-3 text-sm gap-1.5",
  md: "px-4 text-sm gap-2",
  compact: "px-3 text-sm gap-2",
  lg: "px-6 text-base gap-2",
  icon: "size-9",
};

/** Each size's height: fixed for a one-line label, a minimum for one that wraps (`wrap`). */
const HEIGHTS = {
  sm: { fixed: "h-8", grows: "min-h-8 py-1" },
  md: { fixed: "h-10", grows: "min-h-10 py-2" },
  compact: { fixed: "h-10", grows: "min-h-10 py-2" },
  lg: { fixed: "h-12", grows: "min-h-12 py-2" },
  icon: { fixed: "", grows: "" },
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child (e.g. a router Link) with button styling. */
  asChild?: boolean;
  /**
   * The label may be longer than the screen is wide (it carries a league's name): it wraps and the
   * button grows taller, instead of keeping one line and pushing a phone's page sideways.
   */
  wrap?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant = "primary", size = "md", asChild, wrap, type, ...props }, ref) => {
    const Component = asChild ? Slot : "button";
    return (
      <Component
        ref={ref}
        type={asChild ? undefined : (type ?? "button")}
        className={cn(
          "inline-flex items-center justify-center rounded-lg font-semibold transition-colors",
          // One of the two, never both: `cn` does not merge classes, and the stylesheet's order would pick.
          wrap ? "whitespace-normal text-center wrap-anywhere" : "whitespace-nowrap",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pitch-600",
          "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
          VARIANTS[variant],
          SIZES[size],
          wrap ? HEIGHTS[size].grows : HEIGHTS[size].fixed,
          className,
        )}
        {...props}
      />
    );
  },
);
Button.displayName = "Button";
