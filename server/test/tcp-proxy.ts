import net from 'node:net';

/** A TCP relay we can cut and restore, standing in for a database server that goes away and comes back. */
export async function startTcpProxy(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

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
        client.pipe(upstream).pipe(client);
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
    close() {
      return this.cut();
    },
  };
}
