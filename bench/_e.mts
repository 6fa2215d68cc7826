import { build } from "esbuild";
import { join } from "node:path";
import { functionBuild, repoRoot } from "/work/wt/host/infra/aws/function-settings";
const r = await build({ ...functionBuild, entryPoints: { x: join(repoRoot, process.argv[2]) }, outdir: "/tmp/ep", outExtension: { ".js": ".mjs" }, metafile: true, logLevel: "error" });
const out = Object.values(r.metafile.outputs).find(o => o.entryPoint)!;
const rows = Object.entries(out.inputs).filter(([i]) => i.includes(process.argv[3])).map(([i, v]) => [i, v.bytesInOutput] as const).sort((a, b) => b[1] - a[1]);
for (const [i, b] of rows.slice(0, 40)) console.log(b, i);
