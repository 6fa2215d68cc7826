/**
 * What the function bundles take from @smithy/core/event-streams (functionBuild's alias): nothing
 * that runs. Every protocol class `import()`s the submodule for operations that stream events
 * (Bedrock, Transcribe, CloudWatch Logs' StartLiveTail), and without code splitting esbuild keeps
 * what that reaches: the event-stream codec, its marshallers and the pure-JS CRC32 and SHA-256 they
 * pull in (~15 kB in every bundle, the baseline's too). None of the operations we call streams events
 * (DynamoDB, EventBridge, Step Functions, SES SendEmail, Cognito AdminDeleteUser, CloudWatch Logs
 * FilterLogEvents), so nothing reaches the pieces below but the CloudWatch Logs client's
 * constructor, which sets up a marshaller it never uses: that gets one that fails loudly if used.
 */
const unbundled = () => {
  throw new Error("Event streams are not bundled into Treble's functions (infra/aws/lean/smithy-event-streams.mjs)");
};

/** As the real one: the client's config gets the marshaller its provider makes. */
export const resolveEventStreamSerdeConfig = (input) =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

export const eventStreamSerdeProvider = () => ({ serialize: unbundled, deserialize: unbundled });

// A class only because the SDK constructs it with `new`; constructing it is the failure.
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
export class EventStreamSerde {
  constructor() {
    unbundled();
  }
}
