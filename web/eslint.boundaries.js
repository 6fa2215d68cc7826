// Feature-folder import boundaries for the SPA (decision 0025, feature folders do not import each other;
// decision 0260, features hold their own code). A feature (web/src/features/<domain>) imports components/,
// lib/, its own folder and @shared/, never another feature nor the app shell; components/ and lib/ are
// generic and import no feature at all. A screen that needs two features is composed in its route file
// under web/src/app, the one place that imports features.
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const message =
  "Features import components/, lib/ and @shared/, not another feature: compose the two in the screen's route file under web/src/app.";
const appShell = {
  regex: String.raw`^@/app/`,
  message: "A feature does not import the app shell: the route files import features, not the reverse.",
};
// Relative paths that climb out of a feature's folder into web/src/features (or further) are cross-feature too.
const climbsOut = {
  regex: String.raw`^(\.\./){2,}`,
  message: "Import shared pieces with @/components/... or @/lib/..., not a path out of the feature's folder.",
};

export const featureBoundaries = [
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: `^@/features/(?!${feature}/)`, message }, appShell, climbsOut] }] },
  })),
  {
    files: ["web/src/components/**/*.{ts,tsx}", "web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: String.raw`^@/features/|(^|/)features/`, message: "components/ and lib/ are shared: they import no feature." },
          ],
        },
      ],
    },
  },
];
