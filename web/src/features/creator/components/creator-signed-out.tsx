import { SignInRequired } from "@/components/session/sign-in-required";

/** /creator while signed out (product.md §2 'Creator panel'): say so, and offer to sign in and come back. */
export function CreatorSignedOut() {
  return <SignInRequired title="Authentication Required" text="Please log in to open the creator panel." />;
}
