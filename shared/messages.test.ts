/** Form problems: the schemas' one-line messages turn back into the catalogue's two-line toasts. */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { problemToast, problems } from "./messages";
import { addLeagueUserBody, createLeagueBody, joinBody, transferBody, updateUsernameBody } from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? "";

describe("problemToast", () => {
  it("gives each schema's refusal the toast the spec words for it", () => {
    expect(problemToast(firstMessage(createLeagueBody.safeParse({ name: "  " })))).toEqual({
      title: "League name required",
      description: "Please enter a name for your league.",
    });
    expect(problemToast(firstMessage(joinBody.safeParse({ code: "" })))).toEqual({
      title: "League code required",
      description: "Please enter a 6-character league code.",
    });
    expect(problemToast(firstMessage(z.required(joinBody, { username: true }).safeParse({ code: "ABC234", username: " " })))).toEqual({
      title: "Username Required",
      description: "Please enter a username to join the league.",
    });
    expect(problemToast(firstMessage(addLeagueUserBody.safeParse({ name: " ", email: "a@b.co", leagueId: "l1" })))).toEqual({
      title: "Validation Error",
      description: "Please fill in all fields",
    });
    expect(problemToast(firstMessage(updateUsernameBody.safeParse({ username: "" })))).toEqual({ title: "Username cannot be empty" });
    expect(problemToast(firstMessage(transferBody.safeParse({ targetLeagueId: "" })))).toEqual({
      title: "League required",
      description: "Please select a target league.",
    });
  });

  it("reads a code that cannot exist as the lookup's failure", () => {
    expect(problemToast(firstMessage(joinBody.safeParse({ code: "AB" })))).toEqual(problems.leagueCodeUnknown.toast);
  });

  it("keeps the lines the API has always answered", () => {
    expect(problems.leagueNameRequired.line).toBe("League name required - Please enter a name for your league.");
    expect(problems.usernameRequired.line).toBe("Username Required: Please enter a username to join the league.");
    expect(problems.fieldsRequired.line).toBe("Please fill in all fields");
  });

  it("shows a line no form problem owns as the title alone", () => {
    expect(problemToast("League name must be at most 50 characters")).toEqual({ title: "League name must be at most 50 characters" });
  });
});
