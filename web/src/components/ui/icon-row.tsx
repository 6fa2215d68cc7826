import { ChevronRight, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

const tones = {
  pitch: "size-11 bg-pitch-50 text-pitch-700",
  navy: "size-10 bg-navy-50 text-navy-700",
};

/**
 * The inside of a row that leads somewhere: an icon in a tinted square, a title over a line of
 * text, a chevron. The link or button around it owns the hover and the action.
 */
export function IconRow({ icon: Icon, title, text, tone }: { icon: LucideIcon; title: string; text: string; tone: keyof typeof tones }) {
  return (
    <>
      <span className={cn("flex shrink-0 items-center justify-center rounded-xl", tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
      <ChevronRight className="size-5 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-pitch-600" aria-hidden />
    </>
  );
}
