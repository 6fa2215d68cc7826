import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localSettings } from "./local-settings";

/** `npm run reset-data`: start over with an empty local store. Refuses while the app runs on it. */
const dir = localSettings().dataDir;
const lock = join(dir, "treble.lock");
const pid = existsSync(lock) ? Number(readFileSync(lock, "utf8")) : 0;
const running = (() => {
  try {
    return pid > 0 && process.kill(pid, 0);
  } catch {
    return false;
  }
})();
if (running) {
  console.error(`Treble (pid ${pid}) is running on ${dir}: stop it first (Ctrl-C), then reset.`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next npm start begins with empty data.`);
