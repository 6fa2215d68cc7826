import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { jobs } from "../../events/jobs";
import { rules } from "../../events/rules";
import { routes } from "../../functions/routes";
import {
  apiFunctionName,
  draftStepsFunctionName,
  functionDecls,
  jobFunctionName,
  realtimeFunctionName,
  ruleFunctionName,
} from "../aws/function-limits";
import { REALTIME_PATH, type RealtimeLimits } from "../../shared/contract/realtime";
import { securityHeaders } from "../aws/security-headers";
import { createApiGatewayAdapter } from "./api-gateway-adapter";
import { startLocalCloudWatchLogs } from "./cloudwatch-logs";
import { startLocalDynamo } from "./dynamodb";
import { startLocalEventBus } from "./event-bus";
import { refreshFeedInBackgroundIfEmpty, startLocalFeed } from "./feed";
import { cachedLocalBundles, WORKER_BUNDLE } from "./function-bundles";
import { answerQuiet, createInFlight } from "./in-flight";
import { createLambdaRuntime } from "./lambda-runtime";
import { localLogGroupName, localLogGroups } from "./log-groups";
import { startLocalNotifications } from "./notification-setup";
import { startLocalOidc } from "./oidc-provider";
import { startLocalStepFunctions } from "./step-functions";
import { startScheduler } from "./scheduler";
import { createStaticSite, spaIsStale } from "./static-site";
import { startWebSocketGateway } from "./websocket-gateway";

// The local host runs on Node 20; Lambda runs Node 22. The SDK's notice about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface LocalHostOptions {
  port: number;
  oidcPort: number;
  dataDir: string;
  creatorEmails: string;
  /** Build the SPA when missing or stale (the tests build it once in their global setup). */
  buildSpa?: boolean;
  quiet?: boolean;
  /** Read this FPL API instead of starting the replay. */
  fplBaseUrl?: string;
  /** The replay's current gameweek at start (default 12). */
  fplGameweek?: number;
  /** The replay's season at start (a pack under infra/local/fpl-replay/data; default 2025-26). */
  fplSeason?: string;
  fplReplayPort?: number;
  /** Refresh players and goals in the background at start when the store has none (default true; the bench times it itself). */
  seedFeed?: boolean;
  /** Puts something (a benchmark's request counter) between the functions and the DynamoDB stand-in. */
  dynamoProxy?: (endpoint: string) => Promise<string>;
  /** The mail catcher's port: its web inbox and the SES API the functions send through (default: a free port). */
  inboxPort?: number;
  /** Functions map stack traces to the TypeScript (NODE_OPTIONS=--enable-source-maps, off by default as on AWS). */
  sourceMaps?: boolean;
  /** Run the jobs on their schedules (default true); a test that invokes a job at moments of its own turns them off. */
  schedules?: boolean;
  /** The realtime channel's API Gateway limits, shorter in a test of them (shared/contract/realtime.ts has AWS's). */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** The live draft's 30-second pick clock lasts this many ms, the others in proportion (a quick draft for tests; never on AWS). */
  liveDraftFastClockMs?: number;
  /**
   * How long the HTTP API waits for a function (AWS: 30 s), longer in a test of a burst: here 8
   * environments queue what Lambda would spread over as many instances as there are calls.
   */
  integrationTimeoutMs?: number;
}

export interface LocalHost {
  url: string;
  issuer: string;
  dynamoEndpoint: string;
  fplBaseUrl: string;
  /** The replay's origin, for its /_replay/ controls; absent when reading another feed. */
  replayUrl?: string;
  /** The mail catcher's inbox (every mail the app sent) and the push service stand-in. */
  inboxUrl: string;
  pushServiceUrl: string;
  /** The realtime channel's `@connections` management API (REALTIME_ENDPOINT). */
  realtimeEndpoint: string;
  /** The app's event bus (EVENTBRIDGE_ENDPOINT), for a test that announces what a job would. */
  busEndpoint: string;
  /** The first feed refresh running in the background on an empty store, if any. */
  firstRefresh?: Promise<void>;
  /** The start's warm-up of the API functions and the draft steps, done (the bench times first calls after it). */
  warmed: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Everything AWS runs, on one machine: the DynamoDB stand-in, the OpenID provider, and the very
 * Lambda handlers behind an API Gateway v2 adapter, with the SPA on the same origin.
 */
export async function startLocalHost(options: LocalHostOptions): Promise<LocalHost> {
  mkdirSync(options.dataDir, { recursive: true });
  const publicUrl = `http://localhost:${options.port}`;
  const tableName = "treble";
  const dynamo = await startLocalDynamo({ dataDir: options.dataDir, tableName });
  const oidc = await startLocalOidc({ port: options.oidcPort, dataDir: options.dataDir, publicUrl, clientId: "treble-web" });
  const feed = await startLocalFeed({
    fplBaseUrl: options.fplBaseUrl,
    gameweek: options.fplGameweek,
    season: options.fplSeason,
    port: options.fplReplayPort,
  });

  const say = (line: string) => options.quiet || console.log(line);

  // Every function's output lands in its own log group, read back through the CloudWatch Logs protocol.
  const logs = localLogGroups(options.dataDir);
  logs.expire();
  const groupNames = functionDecls.map((d) => localLogGroupName(d.name));
  const cloudWatchLogs = await startLocalCloudWatchLogs(logs, groupNames);

  // The handlers read their configuration from the environment, exactly as in Lambda. Workers get
  // this host's own copy, so a second host in the same process cannot change what they see.
  const hostEnv: Record<string, string> = {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: options.dynamoProxy ? await options.dynamoProxy(dynamo.endpoint) : dynamo.endpoint,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: "treble-web",
    OIDC_LOGOUT_URL: oidc.logoutUrl,
    USER_POOL_ID: "local",
    COGNITO_ENDPOINT: oidc.cognitoEndpoint,
    PUBLIC_URL: publicUrl,
    CREATOR_EMAILS: options.creatorEmails,
    FPL_BASE_URL: feed.baseUrl,
    LOG_GROUP_NAMES: groupNames.join(","),
    CLOUDWATCH_LOGS_ENDPOINT: cloudWatchLogs.endpoint,
    ...(options.liveDraftFastClockMs ? { LIVE_DRAFT_FAST_CLOCK_MS: String(options.liveDraftFastClockMs) } : {}),
  };
  Object.assign(process.env, hostEnv);
  const bundles = await cachedLocalBundles(functionDecls);
  // Background work (deliveries, executions, job runs, functions' output) is counted, so tests can wait for calm (GET /_local/quiet).
  const inFlight = createInFlight();
  // Workers copy the environment when they start, which is after the endpoints below are set.
  const runtime = createLambdaRuntime({
    decls: functionDecls,
    bundles,
    workerBundle: bundles[WORKER_BUNDLE],
    logs,
    env: () => ({ ...process.env, ...hostEnv, ...(options.sourceMaps ? { NODE_OPTIONS: "--enable-source-maps" } : {}) }),
    echo: options.quiet ? undefined : (line) => console.error(line),
    inFlight,
  });
  const bus = await startLocalEventBus(rules, (rule, event) => runtime.invokeOrThrow(ruleFunctionName(rule.name), event), inFlight);
  hostEnv.EVENTBRIDGE_ENDPOINT = process.env.EVENTBRIDGE_ENDPOINT = bus.endpoint;
  const notifications = await startLocalNotifications({
    dataDir: options.dataDir,
    busEndpoint: bus.endpoint,
    inboxPort: options.inboxPort,
  });
  Object.assign(hostEnv, notifications.environment);
  Object.assign(process.env, notifications.environment);
  const stepFunctions = await startLocalStepFunctions((input) => runtime.invokeOrThrow(draftStepsFunctionName, input), inFlight);
  hostEnv.SFN_ENDPOINT = process.env.SFN_ENDPOINT = stepFunctions.endpoint;
  hostEnv.DRAFT_STATE_MACHINE_ARN = process.env.DRAFT_STATE_MACHINE_ARN = stepFunctions.stateMachineArn;
  // The WebSocket API at /ws on the app's port, and its management API the functions send through.
  const realtime = await startWebSocketGateway({
    invoke: (event, label) => runtime.invoke(realtimeFunctionName, event, { requestId: event.requestContext.requestId, label }),
    limits: options.realtimeLimits,
    track: (label, work) => void inFlight.track(label, work),
  });
  hostEnv.REALTIME_ENDPOINT = process.env.REALTIME_ENDPOINT = realtime.endpoint;
  hostEnv.LIVE_DRAFT_CLOCK_ARN = process.env.LIVE_DRAFT_CLOCK_ARN = stepFunctions.clockStateMachineArn;

  const headers = securityHeaders({ https: false });
  const api = createApiGatewayAdapter(
    routes,
    (group, event, label) => runtime.invoke(apiFunctionName(group), event, { requestId: event.requestContext.requestId, label }),
    {
      overrideHeaders: headers,
      outlived: (label, invocation) => void inFlight.track(label, invocation),
      integrationTimeoutMs: options.integrationTimeoutMs,
    },
  );
  const invokeJob = (name: string, event: unknown) => runtime.invokeOrThrow(jobFunctionName(name), event);
  const seeding = options.seedFeed !== false ? (await refreshFeedInBackgroundIfEmpty(invokeJob, say))?.done : undefined;
  const firstRefresh = seeding && inFlight.track("first feed refresh", seeding);
  const scheduler = startScheduler(
    options.schedules === false ? [] : jobs,
    (job, event) => inFlight.track(`job ${job.name}`, invokeJob(job.name, event)),
    say,
  );

  const webDir = join(repoRoot, "web");
  if (options.buildSpa !== false && spaIsStale(webDir)) {
    if (!options.quiet) console.log("Building the web app (first start or sources changed)…");
    const { build } = await import("vite");
    // Under vitest NODE_ENV is "test", which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({ configFile: join(webDir, "vite.config.ts"), logLevel: "warn", mode: "production" });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const site = createStaticSite(join(webDir, "dist"));

  // Whatever a request does, it gets an answer and the host keeps serving.
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const fail = (error: unknown) => {
      console.error(error);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Internal Server Error" }));
    };
    try {
      const path = (req.url ?? "/").split("?")[0];
      const work =
        path === "/api" || path.startsWith("/api/")
          ? api(req, res)
          : path === "/_local/quiet" && req.method === "GET"
            ? answerQuiet(inFlight, new URL(req.url ?? "/", publicUrl), res)
            : path === "/_local/events" && req.method === "GET"
              ? answerEvents(bus.events(new URL(req.url ?? "/", publicUrl).searchParams.get("source") ?? undefined), res)
              : site(req, res);
      work.catch(fail);
    } catch (error) {
      fail(error);
    }
  });
  server.on("upgrade", (req, socket, head) => {
    if ((req.url ?? "/").split("?")[0] !== REALTIME_PATH) return void socket.destroy();
    realtime.upgrade(req, socket, head).catch((error: unknown) => {
      console.error(error);
      socket.destroy();
    });
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolvePromise());
  });

  // Warm the API functions and the draft workflow's steps once the first refresh (if any) is done,
  // so neither slows the other and an admin's first simulation does not wait for a cold start.
  const warmed = (firstRefresh ?? Promise.resolve()).then(() =>
    runtime.warm(functionDecls.filter((d) => d.kind === "api" || d.kind === "workflow" || d.kind === "realtime").map((d) => d.name)),
  );

  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    issuer: oidc.issuer,
    dynamoEndpoint: dynamo.endpoint,
    fplBaseUrl: feed.baseUrl,
    replayUrl: feed.replay?.url,
    inboxUrl: notifications.inboxUrl,
    pushServiceUrl: notifications.pushServiceUrl,
    realtimeEndpoint: realtime.endpoint,
    busEndpoint: bus.endpoint,
    firstRefresh,
    warmed,
    close: async () => {
      scheduler.stop();
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await stepFunctions.close();
      await bus.close();
      await runtime.close();
      await notifications.close();
      await firstRefresh;
      await cloudWatchLogs.close();
      await oidc.close();
      await feed.replay?.close();
      await dynamo.close();
    },
  };
}

/** `GET /_local/events?source=…`: the events the local bus accepted lately (never deployed: AWS has no such route). */
async function answerEvents(events: unknown[], res: http.ServerResponse): Promise<void> {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(events));
}
