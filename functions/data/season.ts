import { config } from "../lib/config";

/** The season label for new leagues (product decision 7). */
export async function currentSeasonLabel(): Promise<string> {
  return config.seasonLabelFallback;
}
