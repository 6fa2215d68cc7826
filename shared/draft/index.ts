export { CRITICAL_ERROR, NO_AVAILABLE_PLAYERS } from "./audit-log";
export { seededRandom, seededShuffle } from "./prng";
export { draftOrder, runDraft, snakeSequence } from "./snake-draft";
export type * from "./types";
export { draftFingerprint } from "./fingerprint";
