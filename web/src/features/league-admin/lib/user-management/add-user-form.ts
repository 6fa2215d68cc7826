import { toasts, type ToastText } from "@shared/messages";
import type { AddUserResult } from "./add-league-user";

/** The success toast: an existing account joins at once, a new e-mail is invited until it signs in. */
export function addUserToast(result: AddUserResult, leagueName: string): ToastText {
  return result.status === "added" ? toasts.userAdded(result.name, leagueName) : toasts.userInvited(result.name, leagueName, result.email);
}
