/**
 * What @middy/core gets for its `import { ReadableStream } from "node:stream/web"` in the function
 * bundles (functionBuild's package stand-ins). middy uses it once, to ask whether a streamed
 * handler's body `instanceof ReadableStream`, and only in its streaming mode, which no function of
 * ours uses (none is set up for response streaming). Importing node:stream/web compiles Node's six
 * web-stream modules at every cold start, ~5 ms of CPU, a tenth of an API bundle's import. This
 * class answers `instanceof` as the real one does, by asking Node's global ReadableStream (the same
 * class), which is loaded only if that question is ever asked.
 */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- it is only ever the right side of `instanceof`, as middy uses it
export class ReadableStream {
  static [Symbol.hasInstance](value) {
    return value instanceof globalThis.ReadableStream;
  }
}
