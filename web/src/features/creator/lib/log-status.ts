/**
 * An API log line counts as a success below 400: a 3xx is the sign-in flow's redirect doing its
 * job, not a failure worth the operator's eye.
 */
export const isSuccessStatus = (status: number) => status >= 100 && status < 400;

/** product.md §2 'Creator panel' API tab: the method badge turns destructive when the call did not succeed. */
export const methodBadgeVariant = (status: number): "navy" | "destructive" => (isSuccessStatus(status) ? "navy" : "destructive");
