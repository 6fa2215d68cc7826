import { AlertCircle, Check, Loader2 } from "lucide-react";
import type { SaveStatus } from "../hooks/use-squad-editor";

/** Says whether the last change is stored, so a member can leave without wondering. */
export function SaveIndicator({ status, editMode, dirty }: { status: SaveStatus; editMode: boolean; dirty: boolean }) {
  const base = "inline-flex items-center gap-1.5 text-xs";
  if (editMode) {
    return (
      <span className={`${base} text-navy-200`}>
        {dirty ? "Unsaved changes: press Save Changes to keep them" : "Changes are kept when you press Save Changes"}
      </span>
    );
  }
  switch (status) {
    case "saving":
      return (
        <span className={`${base} text-navy-200`} data-testid="save-status">
          <Loader2 className="size-3.5 animate-spin" aria-hidden /> Saving...
        </span>
      );
    case "saved":
      return (
        <span className={`${base} text-pitch-300`} data-testid="save-status">
          <Check className="size-3.5" aria-hidden /> All changes saved
        </span>
      );
    case "failed":
      return (
        <span className={`${base} text-red-300`} data-testid="save-status">
          <AlertCircle className="size-3.5" aria-hidden /> Not saved: your next change tries again
        </span>
      );
    default:
      return <span className={`${base} text-navy-200`}>Every change is saved as you go</span>;
  }
}
