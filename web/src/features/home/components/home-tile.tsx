import type { LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { IconRow } from "@/components/ui/icon-row";

export function HomeTile({ to, icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-pitch-300 hover:shadow-md"
    >
      <IconRow icon={icon} title={title} text={text} tone="pitch" />
    </Link>
  );
}
