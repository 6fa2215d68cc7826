/**
 * Written by a Lambda worker on stdout and on stderr, with the invocation's id, after the
 * invocation's last output: the host counts that output as in flight until both marks arrive
 * (the result comes on another channel and may overtake it), and keeps the marks out of the logs.
 */
export const OUTPUT_MARK = "\u0000treble-output-done ";
