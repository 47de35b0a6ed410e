import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';

// Issue 30: `POST //evil.example/login` answered 303 Location: //evil.example/login (no CSRF header needed):
// a page form's redirect back to itself sent the browser to another site.
let db: TestDatabase;
let server: Server;

beforeAll(async () => {
  db = await createTestDatabase();
  server = createServer(testApp(db.knex).callback());
  await new Promise<void>((resolve) => server.listen(5311, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A form POST written byte for byte on a socket, as anyone may send it: no CSRF header, the request
 * target exactly as given (clients would normalise `/\\`, absolute URLs and control characters).
 */
function postForm(target: string): Promise<RawAnswer> {
  const body = 'username=x&password=y';
  const request = [`POST ${target} HTTP/1.1`, 'Host: localhost', 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${body.length}`, 'Connection: close', '', body].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(request, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('a form POST to a page', () => {
  it.each(['/login', '/login?lang=es', '/modules/3?tab=quiz'])('goes back to the same page of this site (%s) with 303', async (url) => {
    const res = await postForm(url);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(url);
    expect(res.body).not.toContain('password');
  });

  it.each([
    ['//evil.example/login'],
    ['//evil/login'],
    ['///evil/login'],
    ['/\\evil/login'],
    ['/\\\\evil/login'],
    ['/%2F%2Fevil/login'],
    ['/%2f%5cevil/login'],
    ['/%252F%252Fevil/login'],
    ['/.//evil/login'],
    ['/login/..//evil/login'],
    ['https://evil.example/login'],
    ['http://evil/login'],
    ['/login%00'],
    [`/${'a'.repeat(10_000)}`],
  ].map(([url]) => [url!.length > 100 ? `a path of ${url!.length} characters` : url!, url!]))('answers 404 and redirects nowhere for %s', async (_label, url) => {
    const res = await postForm(url);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it.each([
    ['a NUL byte', '/login\u0000//evil'],
    ['a tab', '/\t/evil/login'],
  ])('never redirects for a raw control character (%s)', async (_label, url) => {
    const res = await postForm(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.location).toBeUndefined();
  });
});
