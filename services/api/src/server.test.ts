import net from 'node:net';
import type { Knex } from 'knex';
import { createKnex } from './db/knex.js';
import { spawnServer } from './test/spawn-server.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from './test/test-db.js';

const baseEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: TEST_DATABASE_URL,
  SESSION_SECRET: 'server-test-secret-of-at-least-32-chars',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'info',
};

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('close', () => resolve(text));
  });
}

describe('server process', () => {
  let knex: Knex;
  const schema = randomSchemaName();

  beforeAll(() => {
    knex = createKnex({ connectionString: TEST_DATABASE_URL });
  });
  afterAll(async () => {
    await dropSchema(knex, schema);
    await knex.destroy();
  });

  it('on SIGTERM refuses new connections, finishes the in-flight request, and exits 0', async () => {
    const server = spawnServer({ ...baseEnv, DB_SCHEMA: schema });
    const { port } = (await server.waitForLog('listening')) as { port: number };

    const body = JSON.stringify({ message: 'a request that is still uploading when the shutdown starts' });
    const half = Math.floor(body.length / 2);
    const inFlight = await connect(port);
    const response = readAll(inFlight);
    inFlight.write(
      'POST /api/drain-check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `X-Requested-With: fetch\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    await server.waitForLog('shutting down: draining in-flight requests');
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    inFlight.write(body.slice(half));
    const raw = await response;
    expect(raw).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(raw).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such API endpoint.' },
    });

    expect((await server.exited).code).toBe(0);
  });

  it('stops with a readable message when PORT is invalid', async () => {
    const server = spawnServer({ ...baseEnv, PORT: 'not-a-port' });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT: expected a whole number from 0 to 65535 (got "not-a-port")');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
