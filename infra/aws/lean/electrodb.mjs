/**
 * What the function bundles take from ElectroDB (functionBuild's alias): the Entity class functions/data
 * builds on. The package's index is CommonJS and `require`s every module up front, so through it every
 * bundle kept the Service class and the transaction helpers (service.js and transaction.js, ~21 kB) and,
 * where a Service was built, every entity it named. No function uses a Service (the league roster is one
 * raw query routed to each entity's parse: functions/data/roster.ts), so it is not offered here: an
 * `import { Service } from "electrodb"` in function code fails the bundle build instead of adding it back.
 * Entity brings the rest of ElectroDB's modules (schema, clauses, expressions, client, errors), which
 * every query needs.
 *
 * ElectroDB's client.js `require`s the document client's package for its commands; in the bundles that
 * `require` gets electrodb-sdk.cjs (see there why), filled here from plain imports before any Entity can
 * send a query.
 */
import * as documentClient from "@aws-sdk/lib-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import electroDbSdk from "./electrodb-sdk.cjs";

Object.assign(electroDbSdk, documentClient, { unmarshall });

export { Entity } from "../../../node_modules/electrodb/src/entity.js";
