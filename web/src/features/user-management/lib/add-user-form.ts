import type { AddUserResult } from "../api/add-league-user";

export interface AddUserInput {
  name: string;
  email: string;
}

/** Spec §5: both fields must be filled after trimming; the server checks the e-mail's shape. */
export function addUserProblem(input: AddUserInput): string | null {
  return input.name.trim() && input.email.trim() ? null : "Please fill in all fields";
}

/** The success toast: an existing account joins at once, a new e-mail is invited until it signs in. */
export function addUserToast(result: AddUserResult, leagueName: string): { title: string; description: string } {
  return result.status === "added"
    ? { title: "User added successfully", description: `${result.name} is now in ${leagueName}.` }
    : { title: "User added successfully", description: `${result.name} is invited and joins ${leagueName} when they sign in with ${result.email}.` };
}
