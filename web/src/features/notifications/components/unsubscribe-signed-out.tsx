import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SignInRequired } from "@/components/session/sign-in-required";
import { loginUrl } from "@/lib/paths";
import { UnsubscribeNotice } from "@/features/notifications/components/unsubscribe-notice";

/**
 * /profile-settings while signed out: an unsubscribe link still works (the token is the
 * authority); without one it is a signed-in screen like any other.
 */
export function UnsubscribeSignedOut() {
  const [params] = useSearchParams();
  const hadToken = useState(() => params.has("unsubscribe"))[0];
  if (!hadToken) return <SignInRequired />;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-5 pt-6">
          <Logo />
          <h1 className="text-xl font-bold text-slate-900">E-mail settings</h1>
          <UnsubscribeNotice />
          <p className="text-sm text-slate-600">Sign in to choose exactly which notifications reach you, by e-mail, push or in the app.</p>
          <Button asChild>
            <a href={loginUrl("/profile-settings")}>Sign in to manage notifications</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
