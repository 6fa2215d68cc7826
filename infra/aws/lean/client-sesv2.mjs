/**
 * What the function bundles take from the SES v2 client (functionBuild's alias): the client and the
 * one command mail sends with. As with Cognito, the module using it is imported on the first mail, and
 * esbuild keeps all of what a lazy import reaches through the package's index (~86 kB; ~69 kB here,
 * most of it the schema module, which SendEmail's nested shapes keep).
 */
export { SESv2Client } from "../../../node_modules/@aws-sdk/client-sesv2/dist-es/SESv2Client.js";
export { SendEmailCommand } from "../../../node_modules/@aws-sdk/client-sesv2/dist-es/commands/SendEmailCommand.js";
