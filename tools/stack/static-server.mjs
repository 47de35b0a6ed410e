import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.json': 'application/json', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/**
 * A small static server standing in for a CDN that hosts one remote's build: raw files only, CORS open,
 * manifests never cached. Listens on 127.0.0.1 only.
 * @param {string} root @param {number} port
 */
export function startStaticServer(root, port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    let size = 0;
    try {
      const stat = statSync(file);
      if (!stat.isFile() || !file.startsWith(root)) throw new Error('not a file');
      size = stat.size;
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': file.endsWith('mf-manifest.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ port, close: () => new Promise((done) => server.close(() => done())) }));
  });
}
