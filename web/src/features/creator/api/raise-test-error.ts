import { api } from "@/lib/api-client";

/** Asks the server to fail on purpose, so the operator can watch the failure reach the Errors tab. */
export const raiseTestError = () => api.post<never>("/api/creator/test-error");
