import { LogIn } from "lucide-react";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { loginUrl } from "@/lib/paths";
import { AccessNotice } from "./access-notice";

/** /creator while signed out (spec 'Creator panel'): say so, and offer to sign in and come back. */
export function CreatorSignedOut() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-navy-950 px-4">
      <Logo tone="light" />
      <AccessNotice title="Authentication Required" text="Please log in to open the creator panel.">
        <Button asChild>
          <a href={loginUrl("/creator")}>
            <LogIn aria-hidden />
            Log in
          </a>
        </Button>
      </AccessNotice>
    </div>
  );
}
