import { ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";

export function HomeTile({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-pitch-300 hover:shadow-md"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-pitch-50 text-pitch-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
      <ChevronRight className="size-5 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-pitch-600" aria-hidden />
    </Link>
  );
}
