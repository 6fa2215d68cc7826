/**
 * Every "why" resolves inside the repository: comments cite docs/product.md sections and decision records
 * (docs/decisions/NNNN-*.md), never a working session's name or a spec that is not here; every
 * citation and every link in the docs points at something that exists; and each decision record is one
 * file with its own number, its three sections and one line in the index.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const decisionsDir = join(root, "docs/decisions");

/** Names that meant something to one working session and nothing to a reader: a work name with its number, or a session number. */
const workName = /\b(?:web|board|lean|quiet|sim|truth|lh|win|trunc|season|house|lead|screens|land|records)\d+\b|\bsession \d+\b/i;
/** Pointers into documents that are not in the repository, or no longer are, and bare product-decision numbers. */
const outsidePointer =
  /\bspec (?:§|calls\b|entities\b|')|\bspec §|calls-errors-constants|docs\/decisions\.md|\bdecisions? §?\d{1,2}(?![\d.])/i;

const sourceFolders = ["functions", "shared", "web", "infra", "tests", "tools", "bench", "events"];
const codeFile = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

function filesUnder(folder: string, pattern: RegExp): string[] {
  const base = join(root, folder);
  if (!existsSync(base)) return [];
  return (readdirSync(base, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => pattern.test(f) && !/(?:^|\/)(?:node_modules|dist)\//.test(f))
    .map((f) => join(base, f));
}

/** Every comment in a source file with its line, found through the TypeScript parser (so JSX text and strings are not comments). */
function commentsOf(fileName: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const seen = new Set<number>();
  const found: Array<{ line: number; text: string }> = [];
  const collect = (pos: number) => {
    for (const range of ts.getLeadingCommentRanges(source, pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ line: file.getLineAndCharacterOfPosition(range.pos).line + 1, text: source.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node): void => {
    collect(node.pos);
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return found;
}

/** `file:line text` for each comment that names a work name or points outside the repository. */
function strayPointers(fileName: string, source: string): string[] {
  // Parsing every file takes seconds; only a file whose text matches anywhere can have such a comment.
  if (!workName.test(source) && !outsidePointer.test(source)) return [];
  return commentsOf(fileName, source)
    .filter(({ text }) => workName.test(text) || outsidePointer.test(text))
    .map(({ line, text }) => `${fileName}:${line} ${(workName.exec(text) ?? outsidePointer.exec(text))?.[0]}`);
}

/** The section numbers of docs/product.md: "## 4. States" is 4, "### 7.1 Every call" is 7.1. */
function productSections(): Set<string> {
  const text = readFileSync(join(root, "docs/product.md"), "utf8");
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]));
}

/** Every section number a text cites as "product.md §7.2–7.3, §8.1". */
function citedSections(text: string): string[] {
  const cited: string[] = [];
  for (const m of text.matchAll(/product\.md §(\d+(?:\.\d+)?)((?:(?:, | and |–)§?\d+(?:\.\d+)?)*)/g)) {
    cited.push(m[1], ...[...m[2].matchAll(/\d+(?:\.\d+)?/g)].map((n) => n[0]));
  }
  return cited;
}

/** Every record number a text cites as "decision 0086" or "decisions 0110–0117, 0120". */
function citedRecords(text: string): string[] {
  return [...text.matchAll(/\b[Dd]ecisions? (\d{4}(?:(?:, | and |–)\d{4})*)/g)].flatMap((m) => m[1].match(/\d{4}/g) ?? []);
}

/** Relative links of a markdown file that point at no file. */
function brokenLinks(fileName: string, markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .filter((target) => !existsSync(resolve(dirname(fileName), decodeURIComponent(target.split("#")[0]))));
}

const sources = sourceFolders.flatMap((folder) => filesUnder(folder, codeFile));
const markdown = [join(root, "README.md"), ...filesUnder("docs", /\.md$/)];
const records = readdirSync(decisionsDir).filter((f) => f !== "README.md");

describe("comments and docs", () => {
  it("finds work names and outside pointers in comments only, and reads citations", () => {
    const sample = [
      "// the board in two reads (issue 15, board4)",
      "/** Spec §4: draft mode is red (product decision 6). */",
      'const label = "web7"; // decision 0086, the board in two reads',
      "const Note = () => <p>spec §4 and session 8, as text</p>;",
      "/* see docs/decisions.md */",
    ].join("\n");
    expect(strayPointers("sample.tsx", sample)).toEqual(["sample.tsx:1 board4", "sample.tsx:2 Spec §", "sample.tsx:5 docs/decisions.md"]);
    expect(citedSections("(product.md §7.2–7.3, §8.1 and §10.13)")).toEqual(["7.2", "7.3", "8.1", "10.13"]);
    expect(citedRecords("decision 0086; decisions 0110–0117 and 0120")).toEqual(["0086", "0110", "0117", "0120"]);
    expect(brokenLinks(join(root, "docs/x.md"), "[a](product.md) [b](missing.md#x) [c](https://x.org) [d](#top)")).toEqual([
      "missing.md#x",
    ]);
  });

  it("name no work name and point at nothing outside the repository", () => {
    const found = sources.flatMap((file) => strayPointers(relative(root, file), readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("cite only product.md sections and decision records that exist", () => {
    const sections = productSections();
    const numbers = new Set(records.map((f) => f.slice(0, 4)));
    const missing: string[] = [];
    for (const file of [...sources, ...markdown]) {
      const text = readFileSync(file, "utf8");
      for (const s of citedSections(text)) if (!sections.has(s)) missing.push(`${relative(root, file)}: product.md §${s}`);
      for (const n of citedRecords(text)) if (!numbers.has(n)) missing.push(`${relative(root, file)}: decision ${n}`);
    }
    expect(missing).toEqual([]);
  });

  it("link only to files that exist", () => {
    const broken = markdown.flatMap((file) => brokenLinks(file, readFileSync(file, "utf8")).map((t) => `${relative(root, file)} → ${t}`));
    expect(broken).toEqual([]);
  });
});

describe("decision records", () => {
  it("are NNNN-kebab-title.md files, one per number, each with Context, Decision and Consequences", () => {
    const problems: string[] = [];
    const byNumber = new Map<string, string>();
    for (const f of records) {
      if (!/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(f)) problems.push(`${f}: not NNNN-kebab-title.md`);
      const taken = byNumber.get(f.slice(0, 4));
      if (taken) problems.push(`${f}: number taken by ${taken}`);
      byNumber.set(f.slice(0, 4), f);
      const text = readFileSync(join(decisionsDir, f), "utf8");
      for (const section of ["Context", "Decision", "Consequences"]) {
        if (!new RegExp(`^#+ ${section}\\s*$`, "m").test(text)) problems.push(`${f}: no ${section} section`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("each have one line in the index", () => {
    const index = readFileSync(join(decisionsDir, "README.md"), "utf8");
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(records.filter((f) => listed.filter((l) => l === f).length !== 1)).toEqual([]);
  });
});
