import { ShieldAlert } from "lucide-react";
import { Card } from "@/components/ui/card";

/** The refusal an admin screen shows to a member (product.md §2 'Backups': non-admins see 'Access Denied'). */
export function AccessDenied({ reason }: { reason: string }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-sm text-slate-600">{reason}</p>
    </Card>
  );
}
