import { rmSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./host";

/** `npm run reset-data`: start over with an empty local store (stop the app first). */
const dir = process.env.TREBLE_DATA_DIR ?? join(repoRoot, ".data");
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next npm start begins with empty data.`);
