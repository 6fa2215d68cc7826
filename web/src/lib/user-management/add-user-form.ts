import type { AddUserResult } from "./add-league-user";

/** The success toast: an existing account joins at once, a new e-mail is invited until it signs in. */
export function addUserToast(result: AddUserResult, leagueName: string): { title: string; description: string } {
  return result.status === "added"
    ? { title: "User added successfully", description: `${result.name} is now in ${leagueName}.` }
    : {
        title: "User added successfully",
        description: `${result.name} is invited and joins ${leagueName} when they sign in with ${result.email}.`,
      };
}
