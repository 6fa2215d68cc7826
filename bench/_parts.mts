import { functionDecls } from "/work/wt/host/infra/aws/function-limits";
import { measureBundles } from "/work/wt/host/infra/local/bundle-sizes";
const only = process.argv.slice(2);
const sizes = await measureBundles(functionDecls.filter(d => !only.length || only.includes(d.name)), "/tmp/parts-out");
for (const s of sizes.sort((a,b)=>b.bytes-a.bytes)) {
  console.log(s.name, s.bytes, "lazy:", s.lazy.length);
  if (only.length) for (const [p,b] of s.parts.slice(0,25)) console.log("   ", p, b);
}
