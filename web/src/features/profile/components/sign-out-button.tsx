import { LogOut } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { LOGOUT_URL } from "@/lib/paths";

/** Signs out through the server (which ends the session and the provider's), labelled as the screen says it. */
export function SignOutButton({ label, variant }: { label: string; variant: ButtonProps["variant"] }) {
  return (
    <Button asChild variant={variant}>
      <a href={LOGOUT_URL}>
        <LogOut /> {label}
      </a>
    </Button>
  );
}
