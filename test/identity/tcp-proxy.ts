import net from 'node:net';

/** A TCP forwarder a test can cut and restore: the database or Redis "goes down" without being touched. */
export type TcpProxy = {
  port: number;
  /** Stops listening and drops every open connection (connects are then refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port);
  const sockets = new Set<net.Socket>();
  let server = createServer();
  let port = 0;

  function createServer(): net.Server {
    return net.createServer((client) => {
      const upstream = net.connect(targetPort, target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  }
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: stop,
    async restore() {
      if (server.listening) return;
      server = createServer();
      await listen();
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
