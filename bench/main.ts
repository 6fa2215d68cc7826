/**
 * `npm run bench`: runs each benchmark module in turn. Each exports `run()` and starts what it
 * needs on free ports, so the modules do not disturb each other or a running `npm start`.
 */
const modules = ["./bundles.ts", "./feed.ts", "./picks-web.ts", "./draft.ts", "./leaderboard.ts"];

for (const name of modules) {
  const { run } = (await import(name)) as { run: () => Promise<void> };
  await run();
}
process.exit(0);

export {};
