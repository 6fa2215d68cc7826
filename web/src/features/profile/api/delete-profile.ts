import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Deletes the account and its memberships; the server also ends the session. */
export const deleteProfile = () => call(contract.auth.deleteProfile);
