import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench`: runs each benchmark module in turn, each in its own process. Every module
 * starts the hosts it needs on free ports, and the data layer binds to a host's endpoint once per
 * process, so isolation keeps one benchmark's host from leaking into the next.
 * `npm run bench -- match-day-screen goal-alerts` runs only the modules named.
 */
const modules = [
  "stacks.ts",
  "bundles.ts",
  "host-overhead.ts",
  "feed.ts",
  "match-day.ts",
  "match-day-screen.ts",
  "picks-web.ts",
  "draft.ts",
  "async-calls.ts",
  "window.ts",
  "leaderboard.ts",
  "new-gameweek.ts",
  "notifications.ts",
  "live-draft-room.ts",
  "goal-alerts.ts",
  "chat.ts",
  "lighthouse.ts",
  "season.ts",
];
const runner = fileURLToPath(new URL("./run-one.ts", import.meta.url));
const named = process.argv.slice(2).map((n) => (n.endsWith(".ts") ? n : `${n}.ts`));
const unknown = named.filter((n) => !modules.includes(n));
if (unknown.length) {
  console.error(`no bench module ${unknown.join(", ")}; the modules: ${modules.map((m) => m.replace(/\.ts$/, "")).join(", ")}`);
  process.exit(2);
}

let failed = 0;
for (const name of named.length ? named : modules) {
  const result = spawnSync(process.execPath, ["--import", "tsx", runner, name], { stdio: "inherit" });
  if (result.status !== 0) {
    failed++;
    console.error(`bench ${name} failed (exit ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
