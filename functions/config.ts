/**
 * Runtime configuration, read from the environment on access so the local host can set it
 * before the first request. Every variable is listed in the README's configuration table.
 */
const env = (name: string, fallback = ""): string => process.env[name] ?? fallback;

export const config = {
  get tableName() {
    return env("TABLE_NAME", "treble");
  },
  /** Set only on the local host; in AWS the SDK's default endpoint is used. */
  get dynamodbEndpoint() {
    return env("DYNAMODB_ENDPOINT") || undefined;
  },
  get oidcIssuer() {
    return env("OIDC_ISSUER");
  },
  get oidcClientId() {
    return env("OIDC_CLIENT_ID", "treble-web");
  },
  /** Cognito: https://<domain>/logout; locally the provider's own /logout answers the same way. */
  get oidcLogoutUrl() {
    return env("OIDC_LOGOUT_URL");
  },
  /** The Cognito user pool (AWS) or the local provider's stand-in name for its account store. */
  get userPoolId() {
    return env("USER_POOL_ID");
  },
  /** Set only on the local host: its provider answers Cognito's AdminDeleteUser there. */
  get cognitoEndpoint() {
    return env("COGNITO_ENDPOINT") || undefined;
  },
  /** The origin users see (CloudFront domain in AWS, http://localhost:3000 locally). */
  get publicUrl() {
    return env("PUBLIC_URL", "http://localhost:3000").replace(/\/$/, "");
  },
  get creatorEmails(): string[] {
    return env("CREATOR_EMAILS")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
  },
  get seasonLabelFallback() {
    return env("SEASON_LABEL", "2025/26");
  },
  /** The FPL API; the local host points it at its replay. Keeps the trailing slash the API needs. */
  get fplBaseUrl() {
    const url = env("FPL_BASE_URL") || "https://fantasy.premierleague.com/api/";
    return url.endsWith("/") ? url : `${url}/`;
  },
  get fplTimeoutMs() {
    return Number(env("FPL_TIMEOUT_MS", "10000"));
  },
  /** Retries after the first attempt, on 429, 5xx, timeouts and "being updated" answers. */
  get fplRetries() {
    return Number(env("FPL_RETRIES", "3"));
  },
  get fplRetryBaseMs() {
    return Number(env("FPL_RETRY_BASE_MS", "500"));
  },
  /** How long the verification screen's reading of the live feed is reused (one feed call per period). */
  get fplLiveCacheMs() {
    return Number(env("FPL_LIVE_CACHE_MS", "60000"));
  },
  /** Mail: the From and Reply-To of every notification mail. */
  get mailFrom() {
    return env("MAIL_FROM", "Treble <notifications@treble.local>");
  },
  get mailReplyTo() {
    return env("MAIL_REPLY_TO") || undefined;
  },
  /** Set on the local host (its mail catcher answers SES's SendEmail); unset in AWS, where the SDK finds SES. */
  get sesEndpoint() {
    return env("SES_ENDPOINT") || undefined;
  },
  /** AWS: the SES configuration set whose bounce and complaint events reach our rule. */
  get sesConfigurationSet() {
    return env("SES_CONFIGURATION_SET") || undefined;
  },
  /** Signs unsubscribe links (HMAC); without it no mail goes out, since its links could not work. */
  get notificationSecret() {
    return env("NOTIFICATION_SECRET");
  },
  /** Web push (VAPID): the application server's key pair and contact. */
  get vapidPublicKey() {
    return env("VAPID_PUBLIC_KEY");
  },
  get vapidPrivateKey() {
    return env("VAPID_PRIVATE_KEY");
  },
  /** Web push is on only with both VAPID keys. */
  get pushEnabled() {
    return Boolean(this.vapidPublicKey && this.vapidPrivateKey);
  },
  get vapidSubject() {
    return env("VAPID_SUBJECT", "mailto:notifications@treble.local");
  },
  get preferredLeagueName() {
    return env("PREFERRED_LEAGUE_NAME", "Expat Dads");
  },
  get eventBusName() {
    return env("EVENT_BUS_NAME", "treble");
  },
  get draftStateMachineArn() {
    return env("DRAFT_STATE_MACHINE_ARN");
  },
  /**
   * Set only on a local host (LIVE_DRAFT_FAST_CLOCK_MS): the 30-second pick clock lasts this many
   * ms and every other clock the same share, so a browser test drafts with a 10-second clock.
   */
  get liveDraftFastClockMs(): number | undefined {
    const fastest = env("LIVE_DRAFT_FAST_CLOCK_MS");
    return fastest ? Number(fastest) : undefined;
  },
  /** The live draft's pick clock (infra/aws/live-draft-clock.ts). */
  get liveDraftClockArn() {
    return env("LIVE_DRAFT_CLOCK_ARN");
  },
  /** Set only on the local host: its Step Functions runner, EventBridge bus and CloudWatch Logs stand-in. */
  get sfnEndpoint() {
    return env("SFN_ENDPOINT") || undefined;
  },
  get eventBridgeEndpoint() {
    return env("EVENTBRIDGE_ENDPOINT") || undefined;
  },
  get cloudWatchLogsEndpoint() {
    return env("CLOUDWATCH_LOGS_ENDPOINT") || undefined;
  },
  /**
   * The realtime channel's management API (`@connections`): the WebSocket stage's callback URL in
   * AWS, the local host's stand-in locally. Unset, nothing is sent (a host without the channel).
   */
  get realtimeEndpoint() {
    return env("REALTIME_ENDPOINT") || undefined;
  },
  get logGroupNames(): string[] {
    return env("LOG_GROUP_NAMES").split(",").filter(Boolean);
  },
  /** Set by the CDK stack for every function; unset on the local host and in tests, where no CloudWatch reads the lines. */
  get metricsNamespace() {
    return env("POWERTOOLS_METRICS_NAMESPACE") || undefined;
  },
};

/**
 * An AWS SDK client's options: the SDK defaults in AWS, or the local host's stand-in at `endpoint`
 * (which ignores region and credentials but the SDK still wants them). The one place a local endpoint is set up.
 */
export const awsClientOptions = (endpoint: string | undefined) =>
  endpoint ? { endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {};

export const isSecureOrigin = () => config.publicUrl.startsWith("https://");
