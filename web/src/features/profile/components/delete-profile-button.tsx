import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { deleteProfile } from "../api/delete-profile";
import { toasts } from "@shared/messages";

const PROFILE_DELETE_REDIRECT_MS = 2000;
const CONFIRM_WORD = "DELETE";

/** product.md §5: a confirm dialog, then typing DELETE exactly; anything else is 'Deletion Cancelled'. */
export function DeleteProfileButton() {
  const [step, setStep] = useState<"closed" | "confirm" | "type">("closed");
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);

  const cancel = () => {
    setStep("closed");
    setTyped("");
    toast(toasts.deletionCancelled);
  };

  const remove = async () => {
    if (typed !== CONFIRM_WORD) {
      cancel();
      return;
    }
    setPending(true);
    try {
      await deleteProfile();
      setStep("closed");
      toast(toasts.profileDeleted);
      window.setTimeout(() => window.location.assign("/"), PROFILE_DELETE_REDIRECT_MS);
    } catch (error) {
      setPending(false);
      if (!handledAsUnauthorized(error)) toast({ ...toasts.profileNotDeleted, variant: "destructive" });
    }
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setStep("confirm")}>
        <Trash2 /> Delete Profile
      </Button>
      <ConfirmDialog
        open={step === "confirm"}
        onOpenChange={(open) => !open && step === "confirm" && cancel()}
        destructive
        title="Delete your profile?"
        description="This removes your account and your place in every league. This cannot be undone."
        confirmLabel="Continue"
        onConfirm={() => setStep("type")}
      />
      <ConfirmDialog
        open={step === "type"}
        onOpenChange={(open) => !open && step === "type" && cancel()}
        destructive
        pending={pending}
        title="Type DELETE to confirm"
        description="To confirm that you want to delete your profile for good, type DELETE below."
        confirmLabel={pending ? "Deleting..." : "Delete Profile"}
        onConfirm={remove}
      >
        <div className="mt-4 space-y-1.5">
          <Label htmlFor="confirm-delete">Confirmation</Label>
          <Input
            id="confirm-delete"
            autoComplete="off"
            value={typed}
            placeholder={CONFIRM_WORD}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
