/** ElectroDB's Service on its own (electrodb.mjs says why). */
export { Service } from "../../../node_modules/electrodb/src/service.js";
