/** The latest API calls over a time range, newest first, a page at a time (product.md §7.10): `useLogPages(contract.creator.logs)`. */
export type { ApiLogView as ApiLogEntry } from "@shared/contract/responses";
