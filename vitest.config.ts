import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Everything but the browser journeys runs first, two files at a time: an integration file spends
 * most of its time waiting on the shared host (about one core in use when run alone), so a second
 * file uses the other core. (Vitest's default on two cores is one file at a time for the whole run.)
 */
const alongside = { sequence: { groupOrder: 0 }, maxWorkers: 2 };

/**
 * The browser journeys follow, also two at a time: a journey mostly waits on its host's replies and
 * on the replay's clock, so a second one fits beside it. Every journey that moves the replay (a
 * gameweek, the season, the window) starts a host of its own, and the others only create their own
 * users and leagues on the shared host, as the integration files beside each other already do.
 */
const journeys = { sequence: { groupOrder: 1 }, maxWorkers: 2 };

/**
 * The projects that talk to the real local host (DynamoDB stand-in, OIDC provider, API adapter,
 * SPA). Its global setup starts it once on free ports with a throw-away data folder; only these
 * projects name it, so a unit file starts nothing and answers in seconds (decision 0267).
 */
const withHost = { globalSetup: ["tests/support/global-setup.ts"] };

/**
 * One `vitest run` runs every layer. Unit tests sit beside the code; integration and end-to-end
 * tests talk to the one host above; infra synthesizes offline, and one of its files runs the
 * draft workflow against the host's DynamoDB.
 */
export default defineConfig({
  // The SPA's import aliases (web/vite.config.ts), so its unit tests import like its code.
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    // Browser journeys wait on saves and refetches; a loaded 2-core CI machine needs more than 1 s.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          ...alongside,
          include: [
            "shared/**/*.test.ts",
            "functions/**/*.test.ts",
            "events/**/*.test.ts",
            "web/src/**/*.test.ts",
            "infra/local/**/*.test.ts",
            "tests/tooling/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: { name: "infra", include: ["infra/aws/**/*.test.ts"], testTimeout: 180_000, ...alongside, ...withHost },
      },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"], ...alongside, ...withHost } },
      {
        extends: true,
        test: { name: "e2e", include: ["tests/e2e/**/*.test.ts"], testTimeout: 90_000, ...journeys, ...withHost },
      },
    ],
  },
});
