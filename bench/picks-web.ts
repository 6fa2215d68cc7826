import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../infra/local/host";
import { completeSignIn, launchBrowser, newVisitor } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { kb, summary, timed, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";
import { pathOf } from "../tests/support/api";

const SAVE_SAMPLES = 40;
/** Typed one key at a time, then deleted one key at a time back to the full list. */
const WORDS = ["haaland", "arsenal", "son", "b.fernandes"];

/** The /register chunk and every chunk it imports statically, split from the entry every route loads. */
function registerScriptSize() {
  const dir = join(repoRoot, "web/dist/assets");
  const files = readdirSync(dir);
  const entry = readFileSync(join(repoRoot, "web/dist/index.html"), "utf8").match(/assets\/(index-[^"]+\.js)/)![1];
  const route = files.find((f) => /^register-page-.*\.js$/.test(f))!;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), "utf8");
    for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(dep);
  };
  visit(route);
  const gzip = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
  const routeOnly = [...seen].filter((f) => f !== entry);
  return { route, chunks: routeOnly.length, routeGzip: routeOnly.reduce((sum, f) => sum + gzip(f), 0), entryGzip: gzip(entry) };
}

/**
 * Runs in the page, as text: tsx would otherwise wrap its inner functions in a helper the page
 * does not have. Sets the search box as typing does, then times until React has committed
 * (a discrete input commits in a microtask; a message-channel task runs after it) and the new
 * rows are laid out.
 */
const KEYSTROKE_TIMER = `async function (words) {
  const input = document.querySelector('input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  const out = [];
  for (const word of words) {
    const steps = [];
    for (let i = 1; i <= word.length; i++) steps.push(word.slice(0, i));
    for (let i = word.length - 1; i >= 0; i--) steps.push(word.slice(0, i));
    for (const value of steps) {
      const started = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
      void document.body.offsetHeight;
      out.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return out;
}`;

/**
 * Picks web benchmark on a fresh local host: per-keystroke filtering of the 820-player list in
 * Chromium (the input event to the committed, laid-out list), the register route's script size,
 * and the latency of the auto-save call.
 */
export async function run(): Promise<void> {
  await withBenchHost("picks", { creatorEmails: "nobody@treble.test", buildSpa: true }, async ({ host }) => {
    const browser = await launchBrowser();
    try {
      const page = await (await newVisitor(browser, host.url)).newPage();
      await page.goto(pathOf(contract.auth.login, { query: { redirect: "/home" } }));
      await completeSignIn(page, host.url, "bench.picks@treble.test", "Bench");
      await page.evaluate(
        (path) =>
          fetch(path, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "Bench League" }),
          }),
        pathOf(contract.leagues.create),
      );
      await page.goto("/register");
      await page.getByTestId("selection-counter").waitFor();
      await page.getByTestId("player-row").first().waitFor();

      const timings = (await page.evaluate(`(${KEYSTROKE_TIMER})(${JSON.stringify(WORDS)})`)) as number[];

      const size = registerScriptSize();

      const member = new Browserish(host.url);
      await member.signIn("bench.saver@treble.test", "Saver");
      const league = (await member.call(contract.leagues.create, { body: { name: "Save League" } })).body as { id: string };
      // Players still in the league: a list holding a departed one is refused (400).
      const ids = ((await member.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
        .filter((p) => p.status !== "u")
        .slice(0, 15)
        .map((p) => p.id);
      const saves: number[] = [];
      for (let i = 0; i < SAVE_SAMPLES; i++) {
        const picks = [...ids.slice(i % 15), ...ids.slice(0, i % 15)];
        const answer = await timed(saves, () =>
          member.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks, revision: Date.now() + i } }),
        );
        if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
      }

      console.log("\n== Register screen (Chromium, 820 players) ==");
      console.log(`filter per keystroke (input to laid-out list): ${summary(timings)}`);
      console.log(
        `/register JavaScript: ${size.route} + ${size.chunks - 1} shared chunks = ${kb(size.routeGzip)} gzip; the entry every route loads adds ${kb(size.entryGzip)} gzip (total ${kb(size.routeGzip + size.entryGzip)})`,
      );
      console.log(`POST /api/temp-picks (15 picks): ${summary(saves)}`);
    } finally {
      await browser.close();
    }
  });
}
