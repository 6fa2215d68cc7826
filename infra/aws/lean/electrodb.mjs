/**
 * What the function bundles take from ElectroDB (functionBuild's alias): the Entity class functions/data
 * builds on. The package's index is CommonJS and `require`s every module up front, so through it every
 * bundle kept the Service class and the transaction helpers (service.js and transaction.js, ~21 kB) and,
 * where a Service was built, every entity it named. No function uses a Service (the league roster is one
 * raw query routed to each entity's parse: functions/data/roster.ts), so it is not offered here: an
 * `import { Service } from "electrodb"` in function code fails the bundle build instead of adding it back.
 * Entity brings the rest of ElectroDB's modules (schema, clauses, expressions, client, errors), which
 * every query needs.
 */
export { Entity } from "../../../node_modules/electrodb/src/entity.js";
