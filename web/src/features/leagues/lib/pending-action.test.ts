/** product.md §2 'Auto-join behaviour': what happens after sign-in with a pending code or league name. */
import { describe, expect, it } from "vitest";
import { decidePendingAction } from "./pending-action";

const none = { code: null, username: null, leagueName: null };
const leagues = [{ id: "l1", code: "ABC234", name: "Mine" }];

describe("decidePendingAction", () => {
  it("does nothing without a code or a league to create", () => {
    expect(decidePendingAction(null, none, leagues)).toEqual({ kind: "none" });
  });

  it("sends a member of that league to it", () => {
    expect(decidePendingAction("abc234", none, leagues)).toEqual({ kind: "already-member", league: leagues[0] });
  });

  it("asks for a username on the join page when none is known", () => {
    expect(decidePendingAction("XYZ789", none, leagues)).toEqual({ kind: "ask-username", code: "XYZ789" });
  });

  it("joins with the username typed before sign-in", () => {
    expect(decidePendingAction(null, { code: "XYZ789", username: "Bob", leagueName: null }, leagues)).toEqual({
      kind: "join",
      code: "XYZ789",
      username: "Bob",
    });
  });

  it("does not pair a stored username with a different code from the address", () => {
    expect(decidePendingAction("QRS456", { code: "XYZ789", username: "Bob", leagueName: null }, leagues)).toEqual({
      kind: "ask-username",
      code: "QRS456",
    });
  });

  it("creates the league named before sign-in", () => {
    expect(decidePendingAction(null, { ...none, leagueName: "Sunday Legends" }, [])).toEqual({ kind: "create", name: "Sunday Legends" });
  });
});
