/**
 * Scheduled jobs, declared once: the CDK stack turns each into a Lambda and an EventBridge
 * schedule; the local host's scheduler runs the same entry on the same expression.
 */
export interface JobDecl {
  /** kebab-case, unique; used for the Lambda and rule names. */
  name: string;
  /** Module (relative to the repo root) exporting `handler(event)`. */
  entry: string;
  /** EventBridge schedule expression: `rate(10 minutes)` or `cron(0 7 * * ? *)`. */
  schedule: string;
  description: string;
  timeoutSeconds?: number;
  /** Table permissions in AWS; a job that only reads should say "read". Default "readWrite". */
  tableAccess?: "read" | "readWrite";
}

export const jobs: JobDecl[] = [];
