import net from 'node:net';

/**
 * A TCP relay we can cut and restore, standing in for a database server that goes away and comes
 * back, or stall and resume, standing in for one that stops answering with its connections still up.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  /** While stalled, bytes in either direction wait here (per socket, in order) instead of passing. */
  let held: Array<{ to: net.Socket; chunk: Buffer }> | undefined;

  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (held) held.push({ to, chunk });
      else to.write(chunk);
    });

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        relay(client, upstream);
        relay(upstream, client);
        client.on('end', () => upstream.end());
        upstream.on('end', () => client.end());
      });
      server = next;
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => resolve((next.address() as net.AddressInfo).port));
    });

  const boundPort = await listen(port);
  return {
    port: boundPort,
    /** Refuses new connections and drops the open ones. */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    async restore() {
      await listen(boundPort);
    },
    /** Keeps every connection open (and accepts new ones) but passes no byte either way. */
    stall() {
      held ??= [];
    },
    /** Delivers what was held, in order, and passes bytes again. */
    resume() {
      const pending = held ?? [];
      held = undefined;
      for (const { to, chunk } of pending) if (!to.destroyed) to.write(chunk);
    },
    close() {
      this.resume();
      return this.cut();
    },
  };
}
