/** Runs one benchmark module (bench/main.ts starts one process per module). */
const name = process.argv[2];
const { run } = (await import(new URL(`./${name}`, import.meta.url).href)) as { run: () => Promise<void> };
await run();
process.exit(0);
