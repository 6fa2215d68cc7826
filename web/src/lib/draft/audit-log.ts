import { CRITICAL_ERROR, NO_AVAILABLE_PLAYERS } from "@shared/draft/audit-log";

/** Spec §8.4: a log with either marker means someone would end short, so do not execute. */
export const hasDraftConflicts = (auditLog: string | null | undefined) =>
  !!auditLog && (auditLog.includes(CRITICAL_ERROR) || auditLog.includes(NO_AVAILABLE_PLAYERS));

/** The marked lines themselves, so the warning can say who is affected. */
export const conflictLines = (auditLog: string | null | undefined) =>
  (auditLog ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.includes(CRITICAL_ERROR) || line.includes(NO_AVAILABLE_PLAYERS));
