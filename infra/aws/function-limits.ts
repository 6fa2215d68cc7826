import { jobs, type JobDecl } from "../../events/jobs";
import { rules, type RuleDecl } from "../../events/rules";
import { groups } from "../../functions/routes";

/** How long one invocation may run and how much memory it gets, as Lambda enforces them. */
export interface FunctionLimits {
  timeoutSeconds: number;
  memoryMb: number;
  /** Reserved concurrency: at most this many environments at once (unset: the account's pool). */
  concurrency?: number;
}

type FunctionKind = "api" | "job" | "rule" | "workflow" | "realtime";

/** One Lambda of the app: what it runs and its limits. Both hosts build their functions from this list. */
export interface FunctionDecl {
  /** kebab-case and unique, e.g. `api-creator`, `job-refresh-players`. */
  name: string;
  kind: FunctionKind;
  /** Module (relative to the repository root) exporting `handler`. */
  entry: string;
  limits: FunctionLimits;
}

/** An API request that takes 10 s is already broken; API Gateway itself gives up at 30 s. */
export const apiLimits: FunctionLimits = { timeoutSeconds: 10, memoryMb: 512 };
/** Jobs talk to outside feeds in batches; they get longer than an API request unless they declare their own. */
const jobDefaultSeconds = 60;
/** A job's limits from its declaration (also for job lists the infra tests inject). */
export const jobLimits = (job: Pick<JobDecl, "timeoutSeconds">): FunctionLimits => ({
  timeoutSeconds: job.timeoutSeconds ?? jobDefaultSeconds,
  memoryMb: 512,
});
/** A rule target records or fans out one event. */
const ruleDefaultLimits: FunctionLimits = { timeoutSeconds: 10, memoryMb: 512 };
/** A rule target's limits from its declaration: a rule that runs a job (a requested refresh) declares the job's timeout. */
export const ruleLimits = (rule: Pick<RuleDecl, "timeoutSeconds" | "concurrency">): FunctionLimits => ({
  ...ruleDefaultLimits,
  ...(rule.timeoutSeconds ? { timeoutSeconds: rule.timeoutSeconds } : {}),
  ...(rule.concurrency ? { concurrency: rule.concurrency } : {}),
});
/** A 1,000-member league drafts in well under a second; gathering reads the whole roster. */
const workflowLimits: FunctionLimits = { timeoutSeconds: 60, memoryMb: 1024 };

/** The realtime channel's `$connect`, `$disconnect` and each message: a session or a membership read and one write. */
const realtimeFunctionLimits: FunctionLimits = { timeoutSeconds: 10, memoryMb: 512 };

/** API Gateway HTTP API's own limits, which hold in front of any function's. */
export const apiGatewayLimits = {
  integrationTimeoutMs: 30_000,
  maxPayloadBytes: 10 * 1024 * 1024,
} as const;

/** Step Functions' limit on an execution's input and on every state's input and output (256 KB, as UTF-8). */
export const stepFunctionsLimits = { maxPayloadBytes: 256 * 1024 } as const;

export const apiFunctionName = (group: string) => `api-${group}`;
export const jobFunctionName = (job: string) => `job-${job}`;
export const ruleFunctionName = (rule: string) => `rule-${rule}`;
export const draftStepsFunctionName = "workflow-draft-steps";
/** The WebSocket API's function: `$connect`, `$disconnect` and `$default` (functions/realtime/handler.ts). */
export const realtimeFunctionName = "realtime-channel";

/** Every function of the app, with the limits both the CDK stack and the local host apply. */
export const functionDecls: readonly FunctionDecl[] = [
  ...groups.map((group) => ({
    name: apiFunctionName(group),
    kind: "api" as const,
    entry: `functions/${group}/handler.ts`,
    limits: apiLimits,
  })),
  ...jobs.map((job) => ({
    name: jobFunctionName(job.name),
    kind: "job" as const,
    entry: job.entry,
    limits: jobLimits(job),
  })),
  ...rules.map((rule) => ({
    name: ruleFunctionName(rule.name),
    kind: "rule" as const,
    entry: rule.entry,
    limits: ruleLimits(rule),
  })),
  { name: draftStepsFunctionName, kind: "workflow", entry: "functions/workflow/steps.ts", limits: workflowLimits },
  { name: realtimeFunctionName, kind: "realtime", entry: "functions/realtime/handler.ts", limits: realtimeFunctionLimits },
];

export function limitsOf(name: string): FunctionLimits {
  const decl = functionDecls.find((f) => f.name === name);
  if (!decl) throw new Error(`No function named ${name}`);
  return decl.limits;
}
