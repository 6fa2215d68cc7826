import { Badge } from "@/components/ui/badge";

/** Draft in red, live in green (product.md §4). `live` and `draft` words differ per screen. */
export function ModeBadge({
  isDraftMode,
  draftLabel = "Draft",
  liveLabel = "Live",
}: {
  isDraftMode: boolean;
  draftLabel?: string;
  liveLabel?: string;
}) {
  return (
    <Badge variant={isDraftMode ? "draft" : "live"}>
      <span aria-hidden className={isDraftMode ? "size-1.5 rounded-full bg-red-500" : "size-1.5 rounded-full bg-pitch-500"} />
      {isDraftMode ? draftLabel : liveLabel}
    </Badge>
  );
}

export const AdminBadge = ({ onDark }: { onDark?: boolean }) => <Badge variant={onDark ? "admin-on-dark" : "admin"}>Admin</Badge>;
