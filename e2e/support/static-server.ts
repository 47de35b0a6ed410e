import http from 'node:http';
import sirv from 'sirv';
import { freePort } from './ports';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built folder on a free port, like a CDN would, with CORS for federation. */
export async function serveStatic(dir: string, { spa = false } = {}): Promise<StaticServer> {
  const handler = sirv(dir, { single: spa, dev: true });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    // The page's keep-alive connections would hold `close` open until they time out: end them too.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
