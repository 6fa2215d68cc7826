/**
 * Lambda's payload limits for a synchronous invoke (API Gateway, Step Functions' tasks): the event
 * JSON the function receives and the JSON its handler returns (for the API, the whole proxy result,
 * body included, base64 when compressed). Measured on Lambda: a response may be 100 bytes over
 * 6 MiB, a request not ("Response payload size exceeded maximum allowed payload size (6291556 bytes)",
 * "Request must be smaller than 6291456 bytes for the InvokeFunction operation"). The functions
 * read them to answer within them; the local host enforces them as Lambda does.
 */
export const lambdaPayloadLimits = {
  maxRequestBytes: 6 * 1024 * 1024,
  maxResponseBytes: 6 * 1024 * 1024 + 100,
} as const;
