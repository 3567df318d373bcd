/**
 * Resolves in a later task, so the browser can paint and answer input in between. `scheduler.yield()`
 * where the browser has it (its continuation goes ahead of other queued tasks); else a message
 * channel, which unlike a timeout is not held back 4 ms when chained.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
