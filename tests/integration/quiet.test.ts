/** The local host's quiet signal over HTTP (GET /_local/quiet, tests/support/quiet.ts): bad waits refused; once quiet, what a call's rule deliveries do has landed. */
import { describe, expect, inject, it } from "vitest";
import { untilQuiet } from "../support/quiet";
import { signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";

describe("GET /_local/quiet", () => {
  it("refuses a wait that is not whole milliseconds up to a minute, with a JSON message", async () => {
    for (const wait of ["soon", "-1", "1.5", "60001"]) {
      const response = await fetch(`${inject("baseUrl")}/_local/quiet?timeoutMs=${wait}`);
      expect(response.status, wait).toBe(400);
      expect(await response.json(), wait).toMatchObject({ message: expect.stringContaining("timeoutMs") });
    }
  });

  it("answers once the activity entries and the notification a join sets going have landed", async () => {
    const admin = await signedIn("admin");
    const member = await signedIn("member");
    const league = (await admin.call(contract.leagues.create, { body: { name: "Quiet please" } })).body as { id: string; code: string };
    expect((await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
    await untilQuiet();
    // One read each, no polling: were quiet answered before the deliveries ended, these would be missing.
    const activity = (await admin.call(contract.activity.list, { query: { leagueId: league.id } })).body as unknown[];
    expect(activity).toHaveLength(2);
    const notes = (await admin.call(contract.notifications.list)).body as Array<{ leagueId: string | null; title: string }>;
    expect(notes.filter((n) => n.leagueId === league.id).map((n) => n.title)).toEqual(["New member"]);
  });
});
