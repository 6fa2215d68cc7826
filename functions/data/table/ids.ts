import { randomBytes, randomInt } from "node:crypto";

/** Opaque ids: time-ordered prefix (so lists sort by creation) plus randomness. */
export function newId(): string {
  return Date.now().toString(36).padStart(9, "0") + randomBytes(8).toString("hex");
}

export const cryptoRandom = (max: number) => randomInt(max);
