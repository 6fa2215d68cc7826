let waiting: Array<() => void> | undefined;

/**
 * Resolves in a task of its own, shortly after the current one: everything that asks within one
 * task is let go together in the next. A message, not a timer: a message task runs at once, a
 * timer is clamped and throttled.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!waiting) {
      waiting = [];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        const release = waiting ?? [];
        waiting = undefined;
        for (const go of release) go();
      };
      channel.port2.postMessage(null);
    }
    waiting.push(resolve);
  });
}
