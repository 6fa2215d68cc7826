// Covers infra/: it reaches packages through their public entry points only (the package itself or a subpath its `exports` map offers), never a file inside one, so a package upgrade cannot break the bundles silently.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

/** Folders packages build or keep their sources in: below them is how a package is made, not what it offers. */
const BUILD_FOLDERS = new Set(["dist", "dist-es", "dist-cjs", "dist-types", "lib", "src", "build", "cjs", "esm", "es", "umd", "internal"]);

/** Whether a subpath (`./x/y`) matches a key of an `exports` map, `*` patterns included. */
const exported = (exportsMap: unknown, subpath: string): boolean => {
  if (typeof exportsMap !== "object" || exportsMap === null) return false;
  const keys = Object.keys(exportsMap).filter((key) => key.startsWith("."));
  return keys.some((key) => {
    const star = key.indexOf("*");
    if (star < 0) return key === subpath;
    return subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1)) && subpath.length >= key.length - 1;
  });
};

/** Why a specifier reaches below a package's public entry points, or undefined when it does not. */
function belowEntryPoints(specifier: string, fromDir = root): string | undefined {
  if (/(^|\/)node_modules\//.test(specifier)) return "names a file inside node_modules";
  if (
    specifier.startsWith(".") ||
    specifier.startsWith("/") ||
    specifier.startsWith("node:") ||
    builtinModules.includes(specifier.split("/")[0])
  )
    return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  const rest = specifier.slice(name.length + 1);
  if (!rest) return undefined;
  const manifest = join(fromDir, "node_modules", name, "package.json");
  if (!existsSync(manifest)) return undefined;
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { exports?: unknown };
  if (pkg.exports !== undefined) return exported(pkg.exports, `./${rest}`) ? undefined : `./${rest} is not in ${name}'s exports`;
  if (rest === "package.json") return undefined;
  return BUILD_FOLDERS.has(rest.split("/")[0]) ? `${rest} is inside ${name}'s build` : undefined;
}

/** The module specifiers a source file names: static and dynamic imports, re-exports and requires. */
function specifiersIn(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'])([^"'\n]+)\1/gm);
  // Paths into node_modules written as plain strings (an esbuild alias, say) reach inside a package too.
  const paths = source.matchAll(/(["'])([^"'\n]*node_modules\/[^"'\n]+)\1/g);
  return [...new Set([...[...found].map((m) => m[2]), ...[...paths].map((m) => m[2])])];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });

describe("infra's package imports", () => {
  it("name packages and the subpaths their exports offer, never a file inside them", () => {
    const below = sourceFiles(join(root, "infra")).flatMap((file) =>
      specifiersIn(readFileSync(file, "utf8")).flatMap((specifier) => {
        const why = belowEntryPoints(specifier);
        return why ? [`${relative(root, file)}: ${specifier} (${why})`] : [];
      }),
    );
    expect(below).toEqual([]);
  });

  it("are told apart: deep paths and unexported subpaths are refused, packages and their exported subpaths are not", () => {
    const refused = [
      "@aws-sdk/client-dynamodb/dist-es/commands/GetCommand.js",
      "../../../node_modules/electrodb/src/entity.js",
      "electrodb/src/entity.js",
      "constructs/lib/construct.js",
      "vitest/dist/index.js",
    ];
    const allowed = [
      "@aws-sdk/client-dynamodb",
      "aws-cdk-lib/aws-lambda",
      "constructs",
      "vitest/config",
      "mnemonist/lru-cache",
      "node:fs",
      "./x",
    ];
    expect(refused.filter((s) => belowEntryPoints(s) === undefined)).toEqual([]);
    expect(allowed.filter((s) => belowEntryPoints(s) !== undefined)).toEqual([]);
    expect(
      specifiersIn(
        'import a from "x";\nexport { b } from "y/z";\nconst c = await import("w");\nconst d = require("v");\nimport "u";\nalias: { e: join(root, "node_modules/t/dist/i.js") }',
      ),
    ).toEqual(["x", "y/z", "w", "v", "u", "node_modules/t/dist/i.js"]);
  });
});
