/**
 * The room's reading of the server's clock. The server owns every deadline and sends it as an
 * instant of its own clock; the room counts down to it on the client's clock corrected by the
 * measured offset, so a client whose clock is minutes out still shows the right time left.
 *
 * Each sample is one round trip (an HTTP read of the draft, or a heartbeat's pong): the server's
 * time was taken somewhere inside it, so the best guess is its middle, and the sample with the
 * shortest trip is the most precise. Samples grow stale (the client's clock drifts, or is set),
 * so only the last few count.
 */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

const KEEP = 8;

export function createServerClock() {
  let samples: ClockSample[] = [];
  return {
    sample(sample: ClockSample) {
      if (!(sample.receivedAt >= sample.sentAt) || !Number.isFinite(sample.serverTime)) return;
      samples = [...samples, sample].slice(-KEEP);
    },
    /** Server time minus client time, in ms (0 before any sample). */
    offset(): number {
      const best = samples.reduce<ClockSample | undefined>(
        (a, b) => (!a || b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a),
        undefined,
      );
      return best ? Math.round(best.serverTime - (best.sentAt + best.receivedAt) / 2) : 0;
    },
  };
}

/** The ms left before `deadline` (server time) at client time `now`; never below 0. */
export const msLeft = (deadline: number, now: number, offset: number) => Math.max(0, deadline - (now + offset));
