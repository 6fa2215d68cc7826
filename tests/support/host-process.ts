/**
 * A local host in a process of its own, for a test that kills it (`kill -9`) and starts it again
 * on the same data folder and ports (tests/support/own-host.ts, `spawnOwnHost`). Takes the
 * host's options as JSON in its one argument and prints `READY <url>` once the host answers
 * with the season's players in its store.
 */
import { startLocalHost, type LocalHostOptions } from "../../infra/local/host";

const options = JSON.parse(process.argv[2] ?? "{}") as LocalHostOptions;
const host = await startLocalHost({ ...options, quiet: true, buildSpa: false });
await host.firstRefresh;
process.stdout.write(`READY ${host.url}\n`);
process.on("SIGTERM", () => void host.close().then(() => process.exit(0)));
