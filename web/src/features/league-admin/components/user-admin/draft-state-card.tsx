import { CheckCircle2, Clock, Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";
import { draftStateOf } from "@/features/league-admin/lib/user-admin/view-mode";

const LOOK = {
  pending: { icon: Clock, box: "border-amber-200 bg-amber-50 text-amber-900", iconClass: "text-amber-600" },
  executing: { icon: Loader2, box: "border-navy-200 bg-navy-50 text-navy-900", iconClass: "animate-spin text-navy-600" },
  completed: { icon: CheckCircle2, box: "border-pitch-200 bg-pitch-50 text-pitch-900", iconClass: "text-pitch-600" },
};

/** The phone's state card (product.md §4): Draft Pending, Draft Executing..., Draft Completed. */
export function DraftStateCard(props: Parameters<typeof draftStateOf>[0]) {
  const { state, title, text } = draftStateOf(props);
  const look = LOOK[state];
  const Icon = look.icon;
  return (
    <section aria-label="Draft state" className={cn("flex items-center gap-3 rounded-2xl border p-4", look.box)}>
      <Icon className={cn("size-7 shrink-0", look.iconClass)} aria-hidden />
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm opacity-80">{text}</p>
      </div>
    </section>
  );
}
