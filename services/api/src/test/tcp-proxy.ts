import net, { type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and then accepts new ones without ever answering, like a dead host. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A TCP relay the test controls, standing between the app and PostgreSQL. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let paused = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = (): void => sockets.forEach((socket) => socket.destroy());

  const server = net.createServer((client) => {
    track(client);
    if (paused) return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no port');

  return {
    port: address.port,
    pause() {
      paused = true;
      dropAll();
    },
    resume() {
      paused = false;
      dropAll();
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
