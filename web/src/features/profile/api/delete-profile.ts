import { api } from "@/lib/api-client";

/** Deletes the account and its memberships; the server also ends the session. */
export const deleteProfile = () => api.delete<{ ok: true }>("/api/user/profile");
