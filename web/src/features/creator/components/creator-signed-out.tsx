import { SignInRequired } from "@/features/auth/components/sign-in-required";

/** /creator while signed out (spec 'Creator panel'): say so, and offer to sign in and come back. */
export function CreatorSignedOut() {
  return <SignInRequired title="Authentication Required" text="Please log in to open the creator panel." />;
}
