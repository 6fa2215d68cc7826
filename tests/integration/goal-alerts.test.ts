/**
 * Goal alerts on a host of their own (the replay clock moves to GW1): the goals refresh's
 * GOALS_CHANGED, published on the local bus as the refresh publishes it, becomes exactly one
 * alert per member and channel (the push stand-in, the bell, e-mail only when switched on);
 * the same event delivered twice sends nothing new; a correction sends one correction, only to
 * those told of the goal; a member in two leagues gets one alert naming both; archived members
 * get nothing; quiet hours hold the alerts and release one summary; a channel switched off gets
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureScore, GoalChange, GoalsChangedDetail } from "../../events/catalog";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { defaultPreferences } from "../../shared/notification-preferences";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { mailsTo, newPushSubscription, pushesTo } from "../support/mailbox";
import { startOwnHost } from "../support/own-host";
import { announceGoals } from "../support/goals";
import { untilQuiet } from "../support/quiet";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const CREATOR = "goal-alerts-creator@treble.test";
type Member = LiveLeague["admin"];
type Alert = { type: string; title: string; message: string };

let host: LocalHost;
let season: string;
let dads: LiveLeague;
let work: LiveLeague;
/** Ana plays in both leagues; Ben and Cal (archived) in Expat Dads; Dee in Work League. */
let ana: Member, ben: Member, cal: Member, dee: Member;
const devices = new Map<Member, string>();
let feed: {
  elements: Array<{ id: number; web_name: string; team: number }>;
  teams: Array<{ id: number; name: string }>;
  fixtures: Array<{ id: number; team_h: number; team_a: number; kickoff_time: string }>;
};

beforeAll(async () => {
  // Before the season: leagues executed now score from GW1.
  host = await startOwnHost("goal-alerts", { creatorEmails: CREATOR, fplGameweek: 0 });
  const stamp = `${process.pid}${Date.now()}`;
  dads = await liveLeague(host.url, {
    stamp,
    leagueName: "Expat Dads",
    names: ["Ana", "Ben", "Cal"],
    picks: [
      ["Haaland", "Calafiori", "Saka"],
      ["Semenyo", "M.Salah", "Gakpo"],
      ["Wood", "Bowen", "Mbeumo"],
    ],
  });
  // The same stamp and name: Ana again, now the admin of a second league.
  work = await liveLeague(host.url, {
    stamp,
    leagueName: "Work League",
    names: ["Ana", "Dee"],
    picks: [
      ["Haaland", "Cherki", "Gyökeres"],
      ["O'Riley", "Muniz", "João Pedro"],
    ],
  });
  [ana, ben, cal, dee] = [dads.admin, dads.members[0], dads.members[1], work.members[0]];
  const target = (await ana.call(contract.draft.draftUsers, { params: { leagueId: dads.league.id } })).body.find(
    (u: { username: string }) => u.username === "Cal",
  );
  expect(
    (await ana.call(contract.draft.archiveUsers, { params: { id: dads.league.id }, body: { userIds: [target.id], reason: "Away" } }))
      .status,
  ).toBe(200);

  // GW1 is played and its goals stored, as the goals refresh stores them before it announces them.
  await replayControl(host.replayUrl!).setGameweek(1);
  const creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  expect((await refreshed(creator, contract.feed.creatorRefreshGoals)).status).toBe("ok");
  season = await (await import("../../functions/data/read-models/season")).feedSeason();
  const [bootstrap, fixtures] = await Promise.all([
    fetch(`${host.fplBaseUrl}bootstrap-static/`).then((r) => r.json()),
    fetch(`${host.fplBaseUrl}fixtures/?event=1`).then((r) => r.json()),
  ]);
  feed = { elements: bootstrap.elements, teams: bootstrap.teams, fixtures };
  for (const person of [ana, ben, cal, dee]) {
    const device = await newPushSubscription(host.pushServiceUrl);
    expect((await person.call(contract.notifications.addPushSubscription, { body: device.subscription })).status).toBe(200);
    devices.set(person, device.id);
  }
  await untilQuiet(host.url);
}, 180_000);

afterAll(async () => {
  await host?.close();
});

const player = (webName: string) => {
  const found = feed.elements.find((e) => e.web_name === webName);
  if (!found) throw new Error(`no ${webName}`);
  return found;
};
const teamName = (id: number) => feed.teams.find((t) => t.id === id)!.name;

/** The scorer's GW1 fixture, with the score after this goal: `[home, away]`. */
function goal(webName: string, before: number, after: number, score: [number, number]) {
  const p = player(webName);
  const f = feed.fixtures.find((x) => x.team_h === p.team || x.team_a === p.team)!;
  const change: GoalChange = { playerId: p.id, fixtureId: f.id, before, after };
  const fixture: FixtureScore = {
    fixtureId: f.id,
    gameweek: 1,
    teamH: f.team_h,
    teamA: f.team_a,
    teamHScore: score[0],
    teamAScore: score[1],
    started: true,
    finished: false,
    minutes: 30,
    kickoffTime: f.kickoff_time,
  };
  return { change, fixture, match: `${teamName(f.team_h)} v ${teamName(f.team_a)}` };
}

/** Publishes GOALS_CHANGED on the host's bus with PutEvents, as the goals refresh does, and waits for what it set going. */
async function announce(detail: GoalsChangedDetail) {
  await announceGoals(detail);
  await untilQuiet(host.url);
}

const changed = (goals: Array<ReturnType<typeof goal>>, detectedAt = new Date().toISOString()): GoalsChangedDetail => ({
  season,
  gameweek: 1,
  changes: goals.map((g) => g.change),
  fixtures: [...new Map(goals.map((g) => [g.fixture.fixtureId, g.fixture])).values()],
  detectedAt,
});

const bell = async (person: Member): Promise<Alert[]> =>
  ((await person.call(contract.notifications.list)).body as Alert[]).filter((n) => n.type === "goal_alert");
const pushes = async (person: Member) =>
  (await pushesTo(devices.get(person)!, host.pushServiceUrl)).map((p) => p.payload as { title: string; body: string });
const goalMails = async (person: Member) => (await mailsTo(person.email, host.inboxUrl)).filter((m) => /Goal|away/.test(m.subject));

async function setGoalAlerts(
  person: Member,
  channels: { bell: boolean; email: boolean; push: boolean },
  quietHours = defaultPreferences("UTC").quietHours,
) {
  const saved = await person.call(contract.notifications.savePreferences, { body: { channels: { goal_alert: channels }, quietHours } });
  expect(saved.status).toBe(200);
}

describe("goal alerts", () => {
  it("reach each member whose pick scored once, by push and bell, naming both leagues; not archived members; not again when redelivered", async () => {
    const haaland = goal("Haaland", 0, 1, [0, 0]);
    const side = player("Haaland").team === feed.fixtures.find((f) => f.id === haaland.fixture.fixtureId)!.team_h ? 0 : 1;
    haaland.fixture[side === 0 ? "teamHScore" : "teamAScore"] = 1;
    const score = side === 0 ? "1-0" : "0-1";
    const event = changed([haaland, goal("Wood", 0, 1, [1, 0])]);
    await announce(event);

    // GW1 as stored: Ana has Haaland 2 + Calafiori 1 (Expat Dads, behind Ben's 4) and Haaland 2 + Cherki 1 (Work League, ahead of Dee's 2).
    const expected = `Haaland scores for ${haaland.match}, ${score}. You have 3 this gameweek: 2nd in Expat Dads, 1st in Work League.`;
    expect(await bell(ana)).toEqual([expect.objectContaining({ title: "Goal! Haaland", message: expected })]);
    expect(await pushes(ana)).toEqual([expect.objectContaining({ title: "Goal! Haaland", body: expected })]);
    // Urgent, so a phone in the background is woken for it.
    expect((await pushesTo(devices.get(ana)!, host.pushServiceUrl))[0].urgency).toBe("high");
    // E-mail is off by default.
    expect(await goalMails(ana)).toEqual([]);
    // Nobody else holds Haaland; Cal holds Wood but is archived.
    for (const other of [ben, cal, dee]) {
      expect(await bell(other)).toEqual([]);
      expect(await pushes(other)).toEqual([]);
    }

    // The same event again (EventBridge delivers at least once): nothing new anywhere.
    await announce(event);
    expect(await bell(ana)).toHaveLength(1);
    expect(await pushes(ana)).toHaveLength(1);
  });

  it("carry on after an attempt that stopped between its marker and the alert: one alert, one push", async () => {
    const cherki = goal("Cherki", 0, 1, [1, 0]);
    const event = changed([cherki]);
    // An earlier attempt claimed the goal for Ana (its marker names the alert's id) and stopped there.
    const { NotificationMarker } = await import("../../functions/data/entities/notification");
    const { alertId, goalKey } = await import("../../shared/goal-alerts");
    const anaId = (await ana.call(contract.auth.currentUser)).body.id as string;
    const key = goalKey(season, { fixtureId: cherki.change.fixtureId, playerId: cherki.change.playerId, ordinal: 1, takenBack: false });
    await NotificationMarker.create({
      userId: anaId,
      key,
      createdAt: new Date().toISOString(),
      notificationId: alertId(event.detectedAt, 0, key, anaId),
    }).go();
    const pushed = (await pushes(ana)).length;

    await announce(event);
    const alerts = (await bell(ana)).filter((n) => n.title === "Goal! Cherki");
    expect(alerts).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/You have 3 this gameweek, 1st in Work League\.$/) }),
    ]);
    expect(await pushes(ana)).toHaveLength(pushed + 1);
    // Reported again by a later refresh (another detection time): still the one alert.
    await announce(changed([cherki]));
    expect((await bell(ana)).filter((n) => n.title === "Goal! Cherki")).toHaveLength(1);
    expect(await pushes(ana)).toHaveLength(pushed + 1);
  });

  it("send a correction to those told of the goal, once", async () => {
    const back = goal("Haaland", 1, 0, [0, 0]);
    const pushed = (await pushes(ana)).length;
    // Semenyo's goal was never announced: Ben hears of no correction.
    await announce(changed([back, goal("Semenyo", 1, 0, [0, 0])]));
    const corrections = (await bell(ana)).filter((n) => n.title.startsWith("Goal taken back"));
    expect(corrections).toEqual([
      expect.objectContaining({
        message: `Goal taken back: Haaland, ${back.match}, now 0-0. You have 3 this gameweek: 2nd in Expat Dads, 1st in Work League.`,
      }),
    ]);
    expect(await pushes(ana)).toHaveLength(pushed + 1);
    expect(await bell(ben)).toEqual([]);
    await announce(changed([back]));
    expect(await pushes(ana)).toHaveLength(pushed + 1);
  });

  it("mail only when the member switches e-mail on, and nothing on a channel switched off", async () => {
    await setGoalAlerts(ben, { bell: true, email: true, push: true });
    await setGoalAlerts(dee, { bell: false, email: false, push: false });
    await announce(changed([goal("Semenyo", 0, 1, [0, 1]), goal("O'Riley", 0, 1, [1, 0])]));
    expect(await bell(ben)).toHaveLength(1);
    expect(await pushes(ben)).toHaveLength(1);
    const mails = await goalMails(ben);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Goal! Semenyo · Expat Dads");
    expect(await bell(dee)).toEqual([]);
    expect(await pushes(dee)).toEqual([]);
    expect(await goalMails(dee)).toEqual([]);
  });

  it("hold during quiet hours and release one summary", async () => {
    const hour = new Date().getUTCHours();
    const pad = (h: number) => String((h + 24) % 24).padStart(2, "0");
    await setGoalAlerts(
      ben,
      { bell: true, email: true, push: true },
      { enabled: true, start: `${pad(hour - 1)}:00`, end: `${pad(hour + 1)}:00`, timeZone: "UTC" },
    );
    const before = { pushes: (await pushes(ben)).length, mails: (await goalMails(ben)).length };
    await announce(changed([goal("Semenyo", 1, 2, [0, 2]), goal("M.Salah", 0, 1, [1, 2])]));
    // The bell has both at once; push and e-mail wait.
    expect(await bell(ben)).toHaveLength(3);
    expect(await pushes(ben)).toHaveLength(before.pushes);
    expect(await goalMails(ben)).toHaveLength(before.mails);

    const { releaseHeld } = await import("../../functions/jobs/release-held-notifications");
    const later = new Date(Date.now() + 2 * 3_600_000);
    await releaseHeld(later);
    const summaries = (await pushes(ben)).slice(before.pushes);
    expect(summaries).toEqual([expect.objectContaining({ title: "While you were away: 2 goals" })]);
    expect(summaries[0].body).toMatch(/^Semenyo scores for .+ M\.Salah scores for .+ You have 4 this gameweek, 1st in Expat Dads\.$/);
    const mails = (await goalMails(ben)).slice(before.mails);
    expect(mails.map((m) => m.subject)).toEqual(["While you were away: 2 goals"]);
    // Released once.
    await releaseHeld(later);
    expect(await pushes(ben)).toHaveLength(before.pushes + 1);
    expect(await goalMails(ben)).toHaveLength(before.mails + 1);
  });
});
