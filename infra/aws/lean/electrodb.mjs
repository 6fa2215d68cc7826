/**
 * What the function bundles take from ElectroDB (functionBuild's alias): the two classes functions/data
 * builds on. The package's index is CommonJS and `require`s every module up front, so through it every
 * bundle kept the Service class and the transaction helpers (service.js and transaction.js, ~21 kB)
 * though only the league roster's collection query uses a Service. Entity brings the rest of
 * ElectroDB's modules (schema, clauses, expressions, client, errors), which every query needs; Service
 * comes through electrodb-service.mjs, which package.json beside it declares free of side effects, so
 * a bundle keeps it only when it reaches that query (functions/data/service.ts).
 */
export { Entity } from "../../../node_modules/electrodb/src/entity.js";
export { Service } from "./electrodb-service.mjs";
