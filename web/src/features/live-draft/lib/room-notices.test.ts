import { describe, expect, it } from "vitest";
import type { LiveDraftView } from "@shared/contract/responses";
import { noticeBetween } from "./room-notices";

const order = [
  { participantId: "ada", username: "Ada" },
  { participantId: "ben", username: "Ben" },
];
const view = (over: Partial<LiveDraftView>): LiveDraftView => ({
  status: "running",
  serverTime: 0,
  version: 5,
  rounds: 3,
  order,
  picks: [],
  autopick: [],
  isAdmin: false,
  me: { participantId: "ben", autopickOn: false, turnsLeft: 3 },
  ...over,
});
const pick = (overall: number, participantId: string, playerName: string, extra: object = {}) => ({
  overall,
  round: 1,
  slot: overall,
  participantId,
  playerId: overall,
  playerName,
  by: "member" as const,
  ...extra,
});

describe("the room's notices to the member an admin's move touched", () => {
  it("says who took back your pick and how long you have now", () => {
    const before = view({ version: 6, picks: [pick(1, "ada", "Haaland"), pick(2, "ben", "M.Salah")] });
    const after = view({
      version: 7,
      picks: [pick(1, "ada", "Haaland")],
      undone: { overall: 2, participantId: "ben", playerName: "M.Salah", by: "Ada", version: 7 },
    });
    expect(noticeBetween(before, after, 90_000)).toEqual({
      key: "undo-7",
      text: "Ada took back your pick of M.Salah: you are on the clock, 1:30 left",
    });
  });

  it("says who picked for you", () => {
    const before = view({ version: 6, picks: [pick(1, "ada", "Haaland")] });
    const after = view({ version: 7, picks: [pick(1, "ada", "Haaland"), pick(2, "ben", "Welbeck", { by: "admin", admin: "Ada" })] });
    expect(noticeBetween(before, after, 0)).toEqual({ key: "pick-for-7-2", text: "Ada picked Welbeck for you" });
  });

  it("says nothing of other members' picks, of a first read, or of an undo it saw before", () => {
    const before = view({ version: 6 });
    const other = view({ version: 7, picks: [pick(1, "ada", "Haaland", { by: "admin", admin: "Cleo" })] });
    expect(noticeBetween(before, other, 0)).toBeUndefined();
    expect(noticeBetween(undefined, other, 0)).toBeUndefined();
    const undone = { overall: 2, participantId: "ben", playerName: "M.Salah", by: "Ada", version: 4 };
    expect(noticeBetween(view({ version: 6, undone }), view({ version: 8, undone }), 0)).toBeUndefined();
    const forAda = { ...undone, participantId: "ada", version: 8 };
    expect(noticeBetween(view({ version: 7 }), view({ version: 8, undone: forAda }), 0)).toBeUndefined();
    const ownUndo = { ...undone, by: "Ben", byParticipantId: "ben", version: 8 };
    expect(noticeBetween(view({ version: 7 }), view({ version: 8, undone: ownUndo }), 0)).toBeUndefined();
  });
});
