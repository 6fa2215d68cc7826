export { seededShuffle } from "./prng";
export { draftOrder, runDraft } from "./snake-draft";
export type * from "./types";
