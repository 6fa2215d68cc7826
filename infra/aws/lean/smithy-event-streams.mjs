/**
 * What the function bundles take from @smithy/core/event-streams (functionBuild's alias): nothing
 * that runs. Every protocol class `import()`s the submodule for operations that stream events
 * (Bedrock, Transcribe, CloudWatch Logs' StartLiveTail), and without code splitting esbuild keeps
 * what that reaches: the event-stream codec, its marshallers and the pure-JS CRC32 and SHA-256 they
 * pull in (~15 kB in every bundle, the baseline's too). The only SDK client the functions use,
 * DynamoDB's, streams no events, so nothing calls these; if one ever did, it fails loudly.
 */
const unbundled = () => {
  throw new Error("Event streams are not bundled into Treble's functions (infra/aws/lean/smithy-event-streams.mjs)");
};

export const eventStreamSerdeProvider = () => ({ serialize: unbundled, deserialize: unbundled });

export class EventStreamSerde {
  constructor() {
    unbundled();
  }
}
