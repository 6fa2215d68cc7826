import { describe, expect, it } from "vitest";
import type { LiveDraftView } from "@shared/contract/responses";
import { roomMoment } from "./room-moments";

const order = [
  { participantId: "p1", username: "Ann" },
  { participantId: "p2", username: "Ben" },
];
const turn = (overall: number, participantId: string) => ({
  overall,
  round: 1,
  slot: overall,
  participantId,
  username: order.find((o) => o.participantId === participantId)!.username,
});
const view = (over: Partial<LiveDraftView>): LiveDraftView => ({
  status: "running",
  serverTime: 0,
  version: 1,
  rounds: 3,
  order,
  picks: [],
  autopick: [],
  isAdmin: false,
  clock: { name: "30s", overnightPause: false, turnMs: 30_000 },
  me: { participantId: "p2", autopickOn: false, turnsLeft: 3 },
  ...over,
});
const pick = (overall: number, participantId: string, playerName: string, by: "member" | "autopick" = "member") => ({
  overall,
  round: 1,
  slot: overall,
  participantId,
  playerId: overall,
  playerName,
  by,
});

describe("roomMoment", () => {
  it("says whose turn it is when the room opens on a running draft", () => {
    expect(roomMoment(undefined, view({ turn: turn(1, "p1") }))).toBe("Ann is picking. Pick 1 of 6.");
  });

  it("says who picked whom and that it is your turn", () => {
    const before = view({ turn: turn(1, "p1") });
    const after = view({ turn: turn(2, "p2"), picks: [pick(1, "p1", "Haaland")] });
    expect(roomMoment(before, after)).toBe("Ann picked Haaland. Your turn: pick a player. Pick 2 of 6.");
  });

  it("confirms your own pick by name, and an autopick's", () => {
    const before = view({ turn: turn(2, "p2"), picks: [pick(1, "p1", "Haaland")] });
    const after = view({ turn: turn(3, "p2"), picks: [pick(1, "p1", "Haaland"), pick(2, "p2", "Salah")] });
    expect(roomMoment(before, after)).toBe("You picked Salah. Your turn: pick a player. Pick 3 of 6.");
    const auto = view({ turn: turn(3, "p2"), picks: [pick(1, "p1", "Haaland"), pick(2, "p2", "Saka", "autopick")] });
    expect(roomMoment(before, auto)).toContain("Autopick took Saka for you.");
  });

  it("says nothing for the same turn read again (a presence read, the clock ticking)", () => {
    const same = view({ turn: turn(1, "p1"), version: 2 });
    expect(roomMoment(view({ turn: turn(1, "p1") }), same)).toBe("");
  });

  it("says a pause, a resume, an undo and the end", () => {
    const running = view({ turn: turn(2, "p2"), picks: [pick(1, "p1", "Haaland")] });
    expect(roomMoment(running, { ...running, status: "paused" })).toBe("The draft is paused; the clock keeps its time.");
    expect(roomMoment({ ...running, status: "paused" }, running)).toBe("The draft goes on. Your turn: pick a player. Pick 2 of 6.");
    expect(roomMoment(running, view({ turn: turn(1, "p1") }))).toBe("An admin undid the last pick. Ann is picking. Pick 1 of 6.");
    expect(roomMoment(running, view({ status: "done", picks: [pick(1, "p1", "Haaland"), pick(2, "p2", "Salah")] }))).toBe(
      "You picked Salah. The draft is done: every pick is in.",
    );
  });
});
