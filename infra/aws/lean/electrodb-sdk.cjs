/**
 * What ElectroDB's client.js gets for its `require("@aws-sdk/lib-dynamodb")` and
 * `require("@aws-sdk/util-dynamodb")` in the function bundles (functionBuild's package stand-ins
 * plugin): an object electrodb.mjs beside this file fills with the document client's commands and
 * `unmarshall` when a bundle loads. ElectroDB reads them only when a query is sent, never at load.
 *
 * Why not the packages themselves: a `require` of an ES module makes esbuild wrap that module, and
 * every module it imports, in a lazy initialiser, so the whole SDK stack in every bundle was wrapped
 * (+20 kB minified and about a tenth more CPU to import, measured in docs/scale.md). Filled from an
 * `import` instead, the SDK is bundled as plain hoisted modules, as in a bundle without ElectroDB.
 */
module.exports = {};
