import net from 'node:net';
import type { Knex } from 'knex';
import { createKnex } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { spawnServer } from './test/spawn-server.js';
import { TEST_DATA_KEY } from './test/test-app.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from './test/test-db.js';

// Each test starts a real server process that migrates a fresh schema: on a busy 2-core machine that
// alone can take most of the default 30 s.
jest.setTimeout(90_000);

const baseEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: TEST_DATABASE_URL,
  SESSION_SECRET: 'server-test-secret-of-at-least-32-chars',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'info',
  DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
};

async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

  it('keeps an idle keep-alive connection open past 5 s, so a client reusing it is answered, not reset', async () => {
    const server = spawnServer({ ...baseEnv, DB_SCHEMA: schema });
    const { port } = (await server.waitForLog('listening')) as { port: number };
    const socket = await connect(port);
    try {
      let received = '';
      let closed = false;
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.once('close', () => (closed = true));
      const ask = () => socket.write('GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      ask();
      await until(() => received.includes('\r\n\r\n'));
      // Node's default keepAliveTimeout is 5 s: the server used to close the connection here.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect(closed).toBe(false);
      received = '';
      ask();
      await until(() => /^HTTP\/1\.1 200 /.test(received));
    } finally {
      socket.destroy();
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);
  });

  it('delivers queued mail in the background: mail left by a crashed process, and new submissions', async () => {
    const mailSchema = randomSchemaName();
    const db = createKnex({ connectionString: TEST_DATABASE_URL, schema: mailSchema });
    const sink = await startSmtpSink();
    try {
      await migrateLatest(db, mailSchema);
      // Committed by a process that died before sending it (claimed once, lease over).
      await db('mail_outbox').insert({
        kind: 'password-reset', toAddress: 'left@example.org', subject: 'Left behind', textBody: 'x', htmlBody: '<p>x</p>',
        messageId: 'left-behind', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000),
      });
      const server = spawnServer({ ...baseEnv, DB_SCHEMA: mailSchema, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, STAFF_EMAIL: 'team@example.org' });
      const { port } = (await server.waitForLog('listening')) as { port: number };
      await until(() => sink.messages.length === 1);
      expect(sink.messages[0]).toMatch(/^Message-ID: <left-behind@localhost>/m);

      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ name: 'Ana', email: 'ana@example.org', subject: 'media', message: 'A question from a reporter.' }),
      });
      expect(res.status).toBe(201);
      await until(() => sink.messages.length === 3);
      expect(sink.messages.slice(1).map((raw) => /^To: (.*)$/m.exec(raw)?.[1]).sort()).toEqual(['ana@example.org', 'team@example.org']);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(await db('mail_outbox').whereNot({ status: 'sent' })).toEqual([]);
    } finally {
      await sink.close();
      await dropSchema(db, mailSchema);
      await db.destroy();
    }
  });

  it('says at start that staff will not be notified when STAFF_EMAIL is not set', async () => {
    const server = spawnServer({ ...baseEnv, STAFF_EMAIL: 'not an email' });
    expect((await server.exited).stderr).toContain('STAFF_EMAIL: "not an email" is not an email address');
    const quiet = spawnServer({ ...baseEnv, DB_SCHEMA: schema });
    const warning = await quiet.waitForLog('STAFF_EMAIL is not set: staff will not be notified of new requests.');
    expect(warning.level).toBe(40);
    await quiet.waitForLog('listening');
    quiet.child.kill('SIGTERM');
    expect((await quiet.exited).code).toBe(0);
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
