import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { AccessNotice } from "@/components/session/access-notice";
import { CreatorPanel } from "./creator-panel";

/**
 * /creator (product.md §2 'Creator panel'). Only the users the server marks `isCreator` (configured, never
 * hard-coded) get the panel; the server refuses everyone else anyway.
 */
export function CreatorPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="h-96 rounded-2xl" />;
  if (!user) return <AccessNotice title="Authentication Required" text="Please log in to open the creator panel." />;
  if (!user.isCreator) return <AccessNotice title="Access Denied" text="The creator panel is for the site's operator only." />;
  return <CreatorPanel />;
}
