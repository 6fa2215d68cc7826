/**
 * What the function bundles take for the SDK's pure-JavaScript SHA-256 where its Node hash imports it
 * (functionBuild's package stand-ins): Sha256Node falls back to it only when `node:crypto` cannot
 * make a sha256 hash, which never happens on Node, let alone on Lambda; it was ~3.3 kB of every
 * bundle. Should the fallback ever be taken, signing fails loudly here instead of going slowly.
 */
export function Sha256Js() {
  throw new Error("the SDK's JavaScript SHA-256 is not bundled: node:crypto has no sha256");
}
