import { tableEntity } from "../table/table-entity";

/** Per-season settings the creator edits: the January window's transfer deadline (product.md §10.11). */
export const SeasonSettings = /* @__PURE__ */ tableEntity("seasonSettings", {
  attributes: {
    seasonName: { type: "string", required: true, readOnly: true },
    windowClosesAt: { type: "string", required: true },
    updatedBy: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    bySeason: {
      pk: { field: "pk", composite: ["seasonName"], template: "season#${seasonName}" },
      sk: { field: "sk", composite: [], template: "settings" },
    },
  },
});
