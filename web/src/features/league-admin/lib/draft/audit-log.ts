import type { AuditLogHead } from "@shared/contract/responses";

/** product.md §8.4: a log with either marker means someone would end short, so do not execute (the server counts them in the whole log). */
export const hasDraftConflicts = (auditLog: AuditLogHead | null | undefined) => !!auditLog && auditLog.conflicts.count > 0;
