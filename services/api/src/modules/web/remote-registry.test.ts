import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createRemoteFileFetcher, REMOTE_FILE_BUDGET_MS, RemoteFileError } from './remote-files.js';
import { createRemoteRegistry } from './remote-registry.js';
import type { RemoteSnapshot } from './remote-snapshot.js';

/** A remote served from "elsewhere" (a CDN): files by path, with the types a real server would send. */
let files: Record<string, { type: string; body: string; status?: number }>;
let server: http.Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    // A remote server that takes the connection and never answers.
    if (req.url?.startsWith('/stalled/')) return;
    if (req.url === '/moved.js') {
      res.writeHead(302, { Location: '/remoteEntry.js' }).end();
      return;
    }
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>not found</h1>');
    res.writeHead(file.status ?? 200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function manifest(paths: string[], entry = 'remoteEntry.js') {
  return JSON.stringify({ metaData: { remoteEntry: { name: entry, path: '' }, reentry: { contractVersion: 2, paths } } });
}

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function setup(remotesFile?: string, remoteUrls: Record<string, string> = {}) {
  const { logger, lines } = collectingLogger();
  const fetchRemoteFile = createRemoteFileFetcher({ dispatch: () => () => {}, allowedOrigins: () => registry.origins() });
  const registry = createRemoteRegistry({
    webRoot: dir,
    serveWeb: false,
    remoteUrls,
    remotesFile,
    refreshSeconds: 3600,
    fetchRemoteFile,
    logger,
  });
  return { registry, fetchRemoteFile, lines };
}

beforeEach(() => {
  files = {
    '/stories/mf-manifest.json': { type: 'application/json', body: manifest(['/stories', '/stories/:id']) },
    '/stories/remoteEntry.js': { type: 'application/javascript', body: 'module.exports = {}' },
    '/stories/page.html': { type: 'text/html', body: '<p>hi</p>' },
    '/stories/broken.js': { type: 'text/javascript', body: 'oops', status: 500 },
  };
});

describe('the registry of remotes', () => {
  it('reads the list from REMOTES_FILE, and each remote publishes its own paths (a sixth remote needs no shell build)', async () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ stories: `${origin}/stories/mf-manifest.json` }));
    const { registry, lines } = setup(file);
    await registry.start();
    expect(registry.current()).toEqual([
      expect.objectContaining({ id: 'stories', manifestUrl: `${origin}/stories/mf-manifest.json`, paths: ['/stories', '/stories/:id'] }),
    ]);
    expect(lines.find((line) => line.msg === 'remote found')).toMatchObject({ remote: 'stories', version: registry.current()[0]!.version });
    registry.stop();
  });

  it('picks up a redeployed remote (new version, new paths) and a changed list on the next refresh, logging each', async () => {
    const file = path.join(dir, 'remotes-2.json');
    writeFileSync(file, JSON.stringify({ stories: `${origin}/stories/mf-manifest.json` }));
    const { registry, lines } = setup(file);
    await registry.start();
    const before = registry.current()[0]!.version;
    files['/stories/mf-manifest.json']!.body = manifest(['/stories', '/stories/:id', '/stories/new-page'], 'remoteEntry.js');
    await registry.refresh();
    expect(registry.current()[0]).toMatchObject({ paths: ['/stories', '/stories/:id', '/stories/new-page'] });
    expect(registry.current()[0]!.version).not.toBe(before);
    expect(lines.filter((line) => line.msg === 'remote updated')).toHaveLength(1);

    writeFileSync(file, JSON.stringify({}));
    await registry.refresh();
    expect(registry.current()).toEqual([]);
    registry.stop();
  });

  it('keeps the last good version while a remote cannot be read, and warns once', async () => {
    const { registry, lines } = setup(undefined, { stories: `${origin}/stories/mf-manifest.json` });
    await registry.start();
    const good = registry.current()[0];
    files['/stories/mf-manifest.json'] = { type: 'text/html', body: '<h1>maintenance</h1>', status: 503 };
    await registry.refresh();
    await registry.refresh();
    expect(registry.current()[0]).toEqual(good);
    expect(lines.filter((line) => line.msg === 'remote manifest could not be read')).toHaveLength(1);
    registry.stop();
  });

  it('keeps the previous list when REMOTES_FILE is broken', async () => {
    const file = path.join(dir, 'remotes-3.json');
    writeFileSync(file, JSON.stringify({ stories: `${origin}/stories/mf-manifest.json` }));
    const { registry, lines } = setup(file);
    await registry.start();
    writeFileSync(file, '{ "stories": ');
    await registry.refresh();
    expect(registry.current().map((remote: RemoteSnapshot) => remote.id)).toEqual(['stories']);
    expect(lines.some((line) => line.msg === 'the list of remotes could not be read; keeping the previous one')).toBe(true);
    registry.stop();
  });
});

describe('the last good snapshots, shared through the database', () => {
  it('let a replica that starts while a remote is down still route its paths', async () => {
    const saved: RemoteSnapshot[] = [];
    const store = { load: async () => saved, save: async (snapshot: RemoteSnapshot) => void saved.push(snapshot) };
    const url = `${origin}/stories/mf-manifest.json`;
    const { logger } = collectingLogger();
    const make = () =>
      createRemoteRegistry({
        webRoot: dir,
        serveWeb: false,
        remoteUrls: { stories: url },
        refreshSeconds: 3600,
        fetchRemoteFile: createRemoteFileFetcher({ dispatch: () => () => {}, allowedOrigins: () => new Set([origin]) }),
        logger,
        store,
      });
    const first = make();
    await first.start();
    expect(saved.map((snapshot) => snapshot.id)).toEqual(['stories']);
    first.stop();

    files['/stories/mf-manifest.json'] = { type: 'text/html', body: 'down', status: 502 };
    const second = make();
    await second.start();
    expect(second.current().map((remote) => remote.paths)).toEqual([['/stories', '/stories/:id']]);
    second.stop();
  });
});

describe('remote files the server will run', () => {
  it('are fetched only from configured origins, only as a 2xx of the type their name promises, never through redirects', async () => {
    const { registry, fetchRemoteFile } = setup(undefined, { stories: `${origin}/stories/mf-manifest.json` });
    await registry.start();
    await expect((await fetchRemoteFile(`${origin}/stories/remoteEntry.js`)).text()).resolves.toBe('module.exports = {}');
    await expect(fetchRemoteFile('http://127.0.0.2:9/stories/remoteEntry.js')).rejects.toThrow(/no remote is configured at/);
    await expect(fetchRemoteFile(`${origin}/stories/missing.js`)).rejects.toThrow(/answered 404/);
    await expect(fetchRemoteFile(`${origin}/stories/broken.js`)).rejects.toThrow(/answered 500/);
    await expect(fetchRemoteFile(`${origin}/stories/page.html`)).rejects.toThrow(RemoteFileError);
    files['/stories/fake.js'] = { type: 'text/html', body: 'alert(1)' };
    await expect(fetchRemoteFile(`${origin}/stories/fake.js`)).rejects.toThrow(/is text\/html/);
    await expect(fetchRemoteFile(`${origin}/moved.js`)).rejects.toThrow();
    await expect(fetchRemoteFile('http://self.invalid/api/auth/me.js')).rejects.toThrow(/not a remote's file/);
    registry.stop();
  });
});

describe('a remote server that stalls', () => {
  it('costs the site at most the budget: the first read of the remotes and a file the renderer asks for both give up', async () => {
    const { registry, fetchRemoteFile } = setup(undefined, { stalled: `${origin}/stalled/mf-manifest.json` });
    const started = performance.now();
    await registry.start();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REMOTE_FILE_BUDGET_MS - 50);
    expect(waited).toBeLessThan(REMOTE_FILE_BUDGET_MS + 1500);
    expect(registry.current()).toEqual([]);

    const asked = performance.now();
    await expect(fetchRemoteFile(`${origin}/stalled/remoteEntry.js`)).rejects.toThrow();
    expect(performance.now() - asked).toBeLessThan(REMOTE_FILE_BUDGET_MS + 1500);
    registry.stop();
  });
});
