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

/** "0:09", "1:30", "7:59:59", "1d 3h": what a pick clock shows, rounded up so 0:00 means the time is up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  if (days > 0) return `${days}d ${Math.floor((total % 86_400) / 3600)}h`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
