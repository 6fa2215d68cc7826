/** League calls: create, look up, join, rename, delete, members, season mode; who may call each. */
import { describe, expect, it } from "vitest";
import { LEAGUE_CODE_ALPHABET } from "../../shared/constants";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";
import { badInput, pathOf } from "../support/api";

const codePattern = new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{6}$`);

describe("creating and finding a league", () => {
  it("gives a unique 6-character code and makes the creator its admin", async () => {
    const { admin, league } = await leagueWith(0, "  Sunday Legends  ");
    expect(league.code).toMatch(codePattern);
    expect(league.name).toBe("Sunday Legends");
    const mine = await admin.call(contract.auth.userLeagues);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: league.id,
        code: league.code,
        isDraftMode: true,
        isAdmin: true,
        isCreator: true,
        seasonName: "2025/26",
      }),
    ]);
  });

  it("looks a league up by code for anyone, in any case", async () => {
    const { league } = await leagueWith();
    const found = await anonymous().call(contract.leagues.lookup, { params: { id: league.code.toLowerCase() } });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ id: league.id, name: "Test League", code: league.code, seasonName: "2025/26", isDraftMode: true });
  });

  it("answers 404 for unknown codes and codes of the wrong length or alphabet", async () => {
    for (const code of ["ZZZZZZ", "ABC", "ABCDEFG", "AB0DEF", "ab_d!f", "%20%20"]) {
      const res = await anonymous().call(contract.leagues.lookup, { params: { id: code } });
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ message: "League not found" });
    }
  });

  it("refuses bad names with the spec's message and creates nothing", async () => {
    const client = await signedIn("badnames");
    const cases: Array<[unknown, number, string]> = [
      [{ name: "" }, 400, "League name required - Please enter a name for your league."],
      [{ name: "   " }, 400, "League name required - Please enter a name for your league."],
      [{}, 400, "League name required - Please enter a name for your league."],
      [{ name: 42 }, 400, "League name required - Please enter a name for your league."],
      [{ name: "x".repeat(51) }, 400, "League name must be at most 50 characters"],
      [{ name: "ok", extra: true }, 400, ""],
      [["name"], 400, ""],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.call(contract.leagues.create, { body: badInput(body) });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    const malformed = await client.raw(pathOf(contract.leagues.create), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{name:",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON body", code: "MALFORMED_JSON" });
    const huge = await client.call(contract.leagues.create, { body: badInput({ name: "ok", padding: "x".repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect((await client.call(contract.auth.userLeagues)).body).toEqual([]);
  });

  it("gives distinct codes to many leagues created at once", async () => {
    const client = await signedIn("many");
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, i) => client.call(contract.leagues.create, { body: { name: `L${i}` } })),
    );
    expect(created.every((c) => c.status === 200)).toBe(true);
    expect(new Set(created.map((c) => c.body.code)).size).toBe(25);
    expect((await client.call(contract.auth.userLeagues)).body).toHaveLength(25);
  });

  it("needs a signed-in user to create", async () => {
    expect((await anonymous().call(contract.leagues.create, { body: { name: "x" } })).status).toBe(401);
  });
});

describe("joining", () => {
  it("joins by code in the path or in the body, with the chosen username or the name typed at sign-in", async () => {
    const { admin, league } = await leagueWith();
    const ann = await signedIn("ann");
    const byPath = await ann.call(contract.leagues.joinByCode, {
      params: { id: league.code.toLowerCase() },
      body: { username: "  Annie " },
    });
    expect(byPath.status).toBe(200);
    expect(byPath.body).toMatchObject({ id: league.id, isAdmin: false, leagueUser: { username: "Annie", isAdmin: false } });
    const ben = await signedIn("ben");
    const byBody = await ben.call(contract.leagues.join, { body: { code: league.code } });
    expect(byBody.status).toBe(200);
    expect(byBody.body.leagueUser.username).toBe("ben");
    const users = await admin.call(contract.leagues.members, { params: { id: league.id } });
    expect(users.body.map((u: { username: string }) => u.username).sort()).toEqual(["Annie", "admin", "ben"].sort());
  });

  it("says 'Already joined this league' to a member, 'League not found' to a wrong code", async () => {
    const { admin, league } = await leagueWith();
    const again = await admin.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} });
    expect(again).toEqual({ status: 409, body: { message: "Already joined this league", code: "ALREADY_JOINED" } });
    const wrong = await admin.call(contract.leagues.join, { body: { code: "ZZZZZ2" } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("League not found");
    const empty = await admin.call(contract.leagues.join, { body: { code: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("League code required - Please enter a 6-character league code.");
  });

  it("refuses to join a live league with the spec's 'already live' message", async () => {
    const { league } = await leagueWith();
    const store = await dataLayer();
    await store.setDraftMode(league.id, false);
    const late = await signedIn("late");
    const res = await late.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("already live");
    expect((await late.call(contract.auth.userLeagues)).body).toEqual([]);
  });

  it("gives one membership when the same user joins twice at once", async () => {
    const { admin, league } = await leagueWith();
    const eager = await signedIn("eager");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => eager.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await admin.call(contract.leagues.members, { params: { id: league.id } })).body).toHaveLength(2);
  });

  it("rejects usernames that are blank or too long", async () => {
    const { league } = await leagueWith();
    const picky = await signedIn("picky");
    expect((await picky.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: "   " } })).body.message).toBe(
      "Username Required: Please enter a username to join the league.",
    );
    expect(
      (await picky.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: "y".repeat(31) } })).status,
    ).toBe(400);
    expect((await picky.call(contract.auth.userLeagues)).body).toEqual([]);
  });
});

describe("who may do what", () => {
  it("lets only the league's admins rename it", async () => {
    const { admin, league, members } = await leagueWith(1);
    const other = await leagueWith();
    expect((await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Renamed" } })).body.name).toBe("Renamed");
    expect((await members[0].call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Mine" } })).status).toBe(403);
    expect((await other.admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Theirs" } })).status).toBe(403);
    expect((await anonymous().call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Anon" } })).status).toBe(401);
    expect((await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: " " } })).status).toBe(400);
    expect((await admin.call(contract.leagues.rename, { params: { id: "nope" }, body: { name: "Ghost" } })).status).toBe(404);
    expect((await anonymous().call(contract.leagues.lookup, { params: { id: league.code } })).body.name).toBe("Renamed");
  });

  it("shows members only to members", async () => {
    const { league, members } = await leagueWith(1);
    const outsider = await signedIn("outsider");
    expect((await members[0].call(contract.leagues.members, { params: { id: league.id } })).status).toBe(200);
    const denied = await outsider.call(contract.leagues.members, { params: { id: league.id } });
    expect(denied).toEqual({ status: 403, body: { message: "Not a league member", code: "NOT_IN_LEAGUE" } });
    expect((await anonymous().call(contract.leagues.members, { params: { id: league.id } })).status).toBe(401);
    expect((await outsider.call(contract.leagues.members, { params: { id: "unknown-id" } })).status).toBe(404);
  });

  it("lets only the league's creator delete it, and deletes everything of it", async () => {
    const { admin, league, members } = await leagueWith(2);
    const denied = await members[0].call(contract.leagues.remove, { params: { id: league.id } });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Failed to delete league. Only the league creator can delete the entire league.");
    expect((await anonymous().call(contract.leagues.remove, { params: { id: league.id } })).status).toBe(401);
    expect((await admin.call(contract.leagues.remove, { params: { id: league.id } })).status).toBe(200);
    expect((await anonymous().call(contract.leagues.lookup, { params: { id: league.code } })).status).toBe(404);
    expect((await members[1].call(contract.auth.userLeagues)).body).toEqual([]);
    const store = await dataLayer();
    expect((await store.getRoster(league.id)).members).toEqual([]);
  });

  it("reports the season mode to members and toggles it for admins by the product rules", async () => {
    const { admin, league, members } = await leagueWith(1);
    expect((await members[0].call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body).toEqual({
      isDraftMode: true,
      seasonName: "2025/26",
    });
    expect((await members[0].call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } })).status).toBe(403);
    const noDraft = await admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } });
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.code).toBe("NO_FINAL_DRAFT");
    const store = await dataLayer();
    await store.setDraftMode(league.id, false);
    expect((await admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } })).body).toEqual({
      isDraftMode: true,
      seasonName: "2025/26",
    });
    expect((await admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: badInput(7) } })).status).toBe(400);
    expect((await (await signedIn("stranger")).call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).status).toBe(403);
  });
});

describe("usernames and profiles", () => {
  it("updates the display name in every league, or in one", async () => {
    const { admin, league } = await leagueWith();
    const second = await admin.call(contract.leagues.create, { body: { name: "Second" } });
    expect((await admin.call(contract.leagues.updateUsername, { body: { username: "  " } })).body.message).toBe("Username cannot be empty");
    expect((await admin.call(contract.leagues.updateUsername, { body: { username: "Skipper" } })).status).toBe(200);
    expect((await admin.call(contract.auth.currentUser)).body.username).toBe("Skipper");
    expect(
      (await admin.call(contract.auth.userLeagues)).body.every(
        (l: { leagueUser: { username: string } }) => l.leagueUser.username === "Skipper",
      ),
    ).toBe(true);
    await admin.call(contract.leagues.updateUsername, { body: { username: "Cap", leagueId: second.body.id } });
    const names = Object.fromEntries(
      (await admin.call(contract.auth.userLeagues)).body.map((l: { id: string; leagueUser: { username: string } }) => [
        l.id,
        l.leagueUser.username,
      ]),
    );
    expect(names).toEqual({ [league.id]: "Skipper", [second.body.id]: "Cap" });
  });

  it("answers a user's own membership by auth id, and nobody else's", async () => {
    const { admin, league, members } = await leagueWith(1);
    const me = (await members[0].call(contract.auth.currentUser)).body;
    const mine = await members[0].call(contract.leagues.memberByAuth, { params: { authUserId: me.id }, query: { leagueId: league.id } });
    expect(mine.body).toMatchObject({ isAdmin: false });
    expect((await admin.call(contract.leagues.memberByAuth, { params: { authUserId: me.id } })).status).toBe(403);
  });

  it("deletes a profile: memberships go, a created league passes to the next member, an empty one is removed", async () => {
    const { admin, league, members } = await leagueWith(1);
    const solo = await admin.call(contract.leagues.create, { body: { name: "Solo" } });
    const res = await admin.call(contract.auth.deleteProfile);
    expect(res.status).toBe(200);
    expect((await admin.call(contract.auth.currentUser)).status).toBe(401);
    const heir = (await members[0].call(contract.auth.userLeagues)).body[0];
    expect(heir).toMatchObject({ id: league.id, isAdmin: true, isCreator: true });
    expect((await members[0].call(contract.leagues.members, { params: { id: league.id } })).body).toHaveLength(1);
    expect((await anonymous().call(contract.leagues.lookup, { params: { id: solo.body.code } })).status).toBe(404);
  });
});
