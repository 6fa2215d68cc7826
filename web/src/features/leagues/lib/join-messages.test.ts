/** product.md §8.2: what a failed join tells the user. */
import { describe, expect, it } from "vitest";
import { messages, toasts } from "@shared/messages";
import { ApiError } from "@/lib/api-error";
import { isAlreadyMemberError, joinFailureToast } from "./join-messages";

const failure = (status: number, message: string, code?: string) => new ApiError(status, "", JSON.stringify({ message, code }));

describe("join failure texts", () => {
  it("maps each server answer to the spec's sentence", () => {
    expect(joinFailureToast(failure(409, messages.alreadyJoined, "ALREADY_JOINED")).description).toBe(
      "You're already a member of this league.",
    );
    expect(joinFailureToast(failure(404, messages.leagueNotFound, "LEAGUE_NOT_FOUND")).description).toBe("No league found with that code.");
    expect(joinFailureToast(failure(409, "This league is already live", undefined))).toBe(toasts.joinLeagueLive);
    expect(joinFailureToast(failure(409, messages.alreadyLive, "LEAGUE_LIVE")).description).toBe(
      "This league has already started and is live. You can only join leagues that are still in draft mode.",
    );
    expect(joinFailureToast(new Error("offline")).description).toBe("Failed to join league. Please check the code and try again.");
  });

  it("treats an existing membership as 'already in league'", () => {
    expect(isAlreadyMemberError(failure(409, messages.alreadyJoined, "ALREADY_JOINED"))).toBe(true);
    expect(isAlreadyMemberError(failure(409, "You are already in this league"))).toBe(true);
    expect(isAlreadyMemberError(failure(409, messages.alreadyLive, "LEAGUE_LIVE"))).toBe(false);
  });
});
