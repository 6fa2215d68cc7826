import { expect } from "vitest";
import type { LiveDraftView } from "../../shared/contract/responses";
import type { Browserish } from "./client";

type Person = Browserish & { email: string };
import { leagueWith } from "./people";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "./api";

/**
 * A league of four (the admin and three members) in draft mode, each with 15 ranked players
 * (member i's list starts at the i×5-th available player, so the lists overlap), and helpers to
 * read the live draft and find who is on the clock.
 */
export async function liveDraftLeague(playerIds: number[], name = "Live Draft Room") {
  const setup = await leagueWith(3, name);
  const everyone = [setup.admin, ...setup.members];
  const ids: string[] = [];
  for (const [i, client] of everyone.entries()) {
    expect(
      (await client.call(contract.picks.register, { body: { leagueId: setup.league.id, picks: playerIds.slice(i * 5, i * 5 + 15) } }))
        .status,
    ).toBe(200);
    ids.push((await client.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === setup.league.id).leagueUser.id);
  }
  const base = pathOf(contract.draft.liveDraft, { params: { id: setup.league.id } });
  const view = async (client: Browserish = setup.admin) => (await client.get(base)).body as LiveDraftView;
  const byParticipant = new Map(ids.map((id, i) => [id, everyone[i]]));
  const clientOf = (participantId: string | undefined) => byParticipant.get(participantId ?? "") as Person;
  return { ...setup, everyone, ids, base, view, clientOf, listOf: (i: number) => playerIds.slice(i * 5, i * 5 + 15) };
}
