/** What a signed-out visitor asked for survives sign-in in session storage, and only one ask at a time. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearPendingJoin, readPendingJoin, savePendingCreate, savePendingJoinCode } from "./pending-join";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let session: Storage;

beforeEach(() => {
  session = memoryStorage();
  vi.stubGlobal("window", { sessionStorage: session, localStorage: memoryStorage() });
});

describe("pending join", () => {
  it("stores the code upper-cased under the spec's keys, with the username", () => {
    savePendingJoinCode(" abc234 ", " Bob ");
    expect(session.getItem("pendingLeagueCode")).toBe("ABC234");
    expect(session.getItem("pendingUsername")).toBe("Bob");
    expect(readPendingJoin()).toEqual({ code: "ABC234", username: "Bob", leagueName: null });
  });

  it("keeps a code without a username (invitation links)", () => {
    savePendingJoinCode("ABC234");
    expect(readPendingJoin()).toEqual({ code: "ABC234", username: null, leagueName: null });
  });

  it("lets a later create replace a join, and the other way round", () => {
    savePendingJoinCode("ABC234", "Bob");
    savePendingCreate(" Sunday Legends ");
    expect(readPendingJoin()).toEqual({ code: null, username: null, leagueName: "Sunday Legends" });
    savePendingJoinCode("XYZ789");
    expect(readPendingJoin()).toEqual({ code: "XYZ789", username: null, leagueName: null });
  });

  it("forgets everything once carried out", () => {
    savePendingJoinCode("ABC234", "Bob");
    clearPendingJoin();
    expect(readPendingJoin()).toEqual({ code: null, username: null, leagueName: null });
    expect(session.length).toBe(0);
  });

  it("reads as nothing pending when storage is unavailable", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(readPendingJoin()).toEqual({ code: null, username: null, leagueName: null });
    expect(() => savePendingJoinCode("ABC234")).not.toThrow();
  });
});
