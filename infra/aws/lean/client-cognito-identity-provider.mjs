/**
 * What the function bundles take from the Cognito client (functionBuild's alias): the one call
 * profile deletion makes (functions/lib/identity-accounts.ts). That module is imported on the first
 * deletion, and esbuild (no code splitting on Lambda) evaluates a lazily imported module as a whole,
 * package index included: the aggregated client and every command's schema, ~104 kB in sign-in.
 * Through this file it is the client, the command and the error classes (~36 kB).
 */
export { CognitoIdentityProviderClient } from "../../../node_modules/@aws-sdk/client-cognito-identity-provider/dist-es/CognitoIdentityProviderClient.js";
export { AdminDeleteUserCommand } from "../../../node_modules/@aws-sdk/client-cognito-identity-provider/dist-es/commands/AdminDeleteUserCommand.js";
export { UserNotFoundException } from "../../../node_modules/@aws-sdk/client-cognito-identity-provider/dist-es/models/errors.js";
