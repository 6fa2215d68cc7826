/**
 * A live league on a running host, for the board's end-to-end test and screenshots: members
 * named like people, each registering 15 players whose first three are theirs alone (so the
 * snake draft gives each exactly those three), then simulate and execute.
 */
import { Browserish } from "./client";
import { draftCall } from "./draft-runs";
import { contract } from "../../shared/contract/routes";

export interface LiveLeague {
  admin: Browserish & { email: string };
  members: Array<Browserish & { email: string }>;
  league: { id: string; code: string; name: string };
}

interface Player {
  id: number;
  webName: string;
  status: string;
  goalsScored: number;
  goalsLastSeason: number | null;
}

async function person(baseUrl: string, email: string, name: string) {
  const client = new Browserish(baseUrl) as Browserish & { email: string };
  client.email = email;
  await client.signIn(email, name);
  await client.call(contract.leagues.updateUsername, { body: { username: name } });
  return client;
}

/**
 * `names[0]` creates the league; each member's three picks come from `picks` by web name, or the
 * top scorers in turn. A member's `picks` may name more than three: the rest of their 15, in
 * rank order, before the fillers (the first three still go to them alone).
 */
export async function liveLeague(
  baseUrl: string,
  options: { stamp: string; leagueName: string; names: string[]; picks?: string[][] },
): Promise<LiveLeague> {
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");
  const [adminName, ...memberNames] = options.names;
  const admin = await person(baseUrl, `${slug(adminName)}.${options.stamp}@example.com`, adminName);
  const league = (await admin.call(contract.leagues.create, { body: { name: options.leagueName } })).body as LiveLeague["league"];
  const members = [];
  for (const name of memberNames) {
    const member = await person(baseUrl, `${slug(name)}.${options.stamp}@example.com`, name);
    await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: name } });
    members.push(member);
  }
  const everyone = [admin, ...members];
  const players = ((await admin.call(contract.feed.players)).body as Player[]).filter((p) => p.status !== "u");
  const byName = new Map(players.map((p) => [p.webName, p.id]));
  // Before the season nobody has scored yet: last season's goals rank them.
  const scorers = [...players]
    .sort((a, b) => b.goalsScored - a.goalsScored || (b.goalsLastSeason ?? 0) - (a.goalsLastSeason ?? 0))
    .map((p) => p.id);
  const n = everyone.length;
  // Without named picks, the top scorers are dealt like a snake draft so the race is close.
  const firsts = everyone.map((_, i) => {
    const named = options.picks?.[i]?.map((name) => byName.get(name) ?? Number.NaN);
    if (named?.some(Number.isNaN)) throw new Error(`unknown player in ${options.picks?.[i]}`);
    return named ?? [scorers[i], scorers[2 * n - 1 - i], scorers[2 * n + i]];
  });
  const claimed = new Set(firsts.flat());
  const fillers = players.map((p) => p.id).filter((id) => !claimed.has(id));
  for (const [i, client] of everyone.entries()) {
    const picks = [...firsts[i], ...fillers.slice(i * 12, i * 12 + 15 - firsts[i].length)];
    const saved = await client.call(contract.picks.register, { body: { leagueId: league.id, picks } });
    if (saved.status !== 200) throw new Error(`register failed: ${JSON.stringify(saved.body)}`);
  }
  for (const step of [contract.draft.simulateRoundRobin, contract.draft.confirmRoundRobin]) {
    const done = await draftCall(admin, step, league.id);
    if (done.status !== 200) throw new Error(`${step.path} failed: ${JSON.stringify(done.body)}`);
  }
  return { admin, members, league };
}
