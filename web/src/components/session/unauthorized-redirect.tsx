import { useEffect } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { handleUnauthorized } from "@/lib/session/unauthorized";

/**
 * A signed-in screen opened while signed out (product.md §8.1, 'FAQ & Rules'): the 'Unauthorized' toast,
 * then sign-in after 500 ms, coming back to the same screen.
 */
export function UnauthorizedRedirect() {
  useEffect(() => handleUnauthorized(), []);
  return <PageSpinner />;
}
