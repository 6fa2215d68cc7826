/** Spec §8.2: what a failed join tells the user. */
import { describe, expect, it } from "vitest";
import { messages } from "@shared/messages";
import { ApiError } from "@/lib/api-error";
import { isAlreadyMemberError, joinFailureText } from "./join-messages";

const failure = (status: number, message: string, code?: string) => new ApiError(status, "", JSON.stringify({ message, code }));

describe("join failure texts", () => {
  it("maps each server answer to the spec's sentence", () => {
    expect(joinFailureText(failure(409, messages.alreadyJoined, "ALREADY_JOINED"))).toBe("You're already a member of this league.");
    expect(joinFailureText(failure(404, messages.leagueNotFound, "LEAGUE_NOT_FOUND"))).toBe("No league found with that code.");
    expect(joinFailureText(failure(409, "This league is already live", undefined))).toBe(messages.alreadyLive);
    expect(joinFailureText(new Error("offline"))).toBe("Failed to join league. Please check the code and try again.");
  });

  it("treats an existing membership as 'already in league'", () => {
    expect(isAlreadyMemberError(failure(409, messages.alreadyJoined, "ALREADY_JOINED"))).toBe(true);
    expect(isAlreadyMemberError(failure(409, "You are already in this league"))).toBe(true);
    expect(isAlreadyMemberError(failure(409, messages.alreadyLive, "LEAGUE_LIVE"))).toBe(false);
  });
});
