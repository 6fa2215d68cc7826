// Feature-folder import boundaries for the SPA (decision 0025, feature folders do not import each other). A feature (web/src/features/<screen>) imports
// components/, lib/, its own folder and @shared/, never another feature; components/ and lib/ import no
// feature at all. A piece two features need moves to components/<area>/ or lib/<area>/. The app shell
// (web/src/app) is the one place that imports the features, to route to their screens.
import { readdirSync } from "node:fs";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const message = "Features import components/, lib/ and @shared/, not another feature: move what two features share to components/ or lib/.";
// Relative paths that climb out of a feature's folder into web/src/features (or further) are cross-feature too.
const climbsOut = {
  regex: String.raw`^(\.\./){2,}`,
  message: "Import shared pieces with @/components/... or @/lib/..., not a path out of the feature's folder.",
};

export const featureBoundaries = [
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: `^@/features/(?!${feature}/)`, message }, climbsOut] }] },
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
