import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { buildFunctionCode } from "./function-code";
import { addTreble } from "./treble-app";

/**
 * The CDK app. The stacks are environment-agnostic (account and region come from the deploying
 * credentials at deploy time), so `cdk synth` works offline without credentials.
 * Settings come from context (`-c creatorEmails=…`) or, failing that, the environment.
 */
const app = new App();
// The functions' bundles come first: the stack stages them as its functions' code.
await buildFunctionCode();
const setting = (contextKey: string, envName: string): string | undefined => {
  const value = app.node.tryGetContext(contextKey) ?? process.env[envName];
  return value === undefined || value === "" ? undefined : String(value);
};

// The name of the data stack; the others are named after it (treble-app.ts: Treble, TrebleEdge, TrebleBackground, TrebleApi).
addTreble(app, setting("stackName", "TREBLE_STACK_NAME") ?? "Treble", {
  creatorEmails: setting("creatorEmails", "CREATOR_EMAILS") ?? "",
  seasonLabel: setting("seasonLabel", "SEASON_LABEL"),
  preferredLeagueName: setting("preferredLeagueName", "PREFERRED_LEAGUE_NAME"),
  authDomainPrefix: setting("authDomainPrefix", "TREBLE_AUTH_DOMAIN_PREFIX"),
  mailFrom: setting("mailFrom", "MAIL_FROM"),
  mailReplyTo: setting("mailReplyTo", "MAIL_REPLY_TO"),
  vapidPublicKey: setting("vapidPublicKey", "VAPID_PUBLIC_KEY"),
  vapidPrivateKey: setting("vapidPrivateKey", "VAPID_PRIVATE_KEY"),
  sourceMaps: setting("sourceMaps", "TREBLE_SOURCE_MAPS") === "on",
});

// Every synth and deploy runs the AwsSolutions checks; an unexplained finding fails it (nag-suppressions.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
