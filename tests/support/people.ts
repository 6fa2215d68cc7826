import { inject } from "vitest";
import { Browserish } from "./client";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "./api";

let counter = 0;

/** A signed-in person with a unique e-mail (the store is shared by the whole test run). */
export async function signedIn(label: string, email?: string): Promise<Browserish & { email: string }> {
  const client = new Browserish(inject("baseUrl")) as Browserish & { email: string };
  client.email = email ?? `${label}.${process.pid}.${Date.now()}.${counter++}@example.com`;
  await client.signIn(client.email, label);
  return client;
}

export const anonymous = () => new Browserish(inject("baseUrl"));

/** A browser already signed in at the provider signs in again without its form, as with Cognito. */
export async function signInAgain(client: Browserish) {
  const { response } = await client.follow(pathOf(contract.auth.login));
  await response.arrayBuffer();
}

/** A league created by a fresh admin, plus any number of members who joined it. */
export async function leagueWith(memberCount = 0, name = "Test League") {
  const admin = await signedIn("admin");
  const created = await admin.call(contract.leagues.create, { body: { name } });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const members = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await signedIn(`member${i}`);
    const joined = await member.call(contract.leagues.joinByCode, { params: { id: created.body.code }, body: {} });
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined)}`);
    members.push(member);
  }
  return { admin, league: created.body as { id: string; code: string; name: string }, members };
}

/** The season's available players' ids, in the players list's order. */
export async function availablePlayerIds(client: Browserish): Promise<number[]> {
  return ((await client.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
}
