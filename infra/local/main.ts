import { startLocalHost } from "./host";
import { localSettings } from "./local-settings";
import { olderNodeNotice } from "./node-version";
import { feedLine } from "./start-banner";

/** `npm start`: the whole app on this machine, no AWS account needed. */

// Every request already answers its own failures; this is the last line, so that nothing that
// escapes them (a socket error, a stray rejection in a stand-in) can stop the app.
process.on("uncaughtException", (error) => console.error("Unexpected error (the app keeps running):", error));
process.on("unhandledRejection", (reason) => console.error("Unexpected rejection (the app keeps running):", reason));

const started = Date.now();
const settings = localSettings();
const host = await startLocalHost(settings).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(`\nTreble is ready at ${host.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(await feedLine(host));
console.log(`Mail: every e-mail the app sends lands in the local inbox at ${host.inboxUrl} (nothing leaves this machine)`);
console.log(`Sign in with any e-mail; ${settings.creatorEmails} is the site creator. Ctrl-C stops everything.\n`);
const notice = olderNodeNotice();
if (notice) console.log(`${notice}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping…");
  await host.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
