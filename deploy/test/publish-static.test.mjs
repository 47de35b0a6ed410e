import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { publishStatic, remoteVersion } from '../../tools/scripts/publish-static.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'reentry-cdn-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('publishing the remotes to a CDN', () => {
  it('lays each remote out under an immutable versioned folder and lists them', () => {
    const remotes = publishStatic({ out, baseUrl: 'https://cdn.example.org/site' });
    assert.deepEqual(Object.keys(remotes), ['admin', 'donate', 'forms', 'instructor', 'learning']);
    const version = remoteVersion(path.join(root, 'mfe-forms', 'dist'), '0.1.0');
    assert.match(version, /^0\.1\.0-[0-9a-f]{8}$/);
    assert.equal(remotes.forms, `https://cdn.example.org/site/forms/${version}/mf-manifest.json`);
    const folder = path.join(out, 'forms', version);
    assert.ok(existsSync(path.join(folder, 'mf-manifest.json')));
    assert.ok(existsSync(path.join(folder, 'server')), 'the Node build travels with it');
    assert.ok(!existsSync(path.join(folder, 'index.html')) && !existsSync(path.join(folder, 'mf-stats.json')));
    assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'remotes.json'), 'utf8')), remotes);
    // The same build maps to the same folder (nothing to upload again).
    assert.deepEqual(publishStatic({ out, baseUrl: 'https://cdn.example.org/site' }), remotes);
  });

  it('refuses a plain-http CDN address', () => {
    assert.throws(() => publishStatic({ out, baseUrl: 'http://cdn.example.org' }), /https/);
  });
});
