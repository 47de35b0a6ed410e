import Koa from 'koa';
import request from 'supertest';
import { compression } from './compression.js';

/** The compression middleware alone, in front of a route answering `body`. */
function site(body: unknown) {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    ctx.body = body;
  });
  return app.callback();
}

const big = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Módulo ${i}` })) };

describe('compression', () => {
  it('sends a small JSON answer as is: the same bytes as JSON.stringify, no Content-Encoding', async () => {
    const body = { id: 1, name: 'Ana Díaz', progress: { completedModules: [1, 2], quizScores: { '1': 90 } } };
    const res = await request(site(body)).get('/').set('Accept-Encoding', 'br, gzip').buffer(true);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(body))));
    expect(res.text).toBe(JSON.stringify(body));
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('compresses a large JSON answer for a client that takes brotli, and it decodes to the same JSON', async () => {
    const res = await request(site(big)).get('/').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    // The client (superagent) decodes brotli itself.
    expect(res.body).toEqual(big);
  });

  it('leaves a large answer alone for a client that takes no encoding', async () => {
    const res = await request(site(big)).get('/').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(big);
  });
});
