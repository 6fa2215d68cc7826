import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Asks the server to fail on purpose, so the operator can watch the failure reach the Errors tab. */
export const raiseTestError = () => call(contract.creator.testError);
