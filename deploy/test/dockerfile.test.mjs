/** The container image's recipe (no image can be built on this machine): structure and safety checks. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(text) {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfile = instructions(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const dockerignore = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
const args = Object.fromEntries(dockerfile.filter((i) => i.keyword === 'ARG' && i.args.includes('=')).map((i) => i.args.split('=')));
const stages = [];
for (const instruction of dockerfile) {
  if (instruction.keyword === 'FROM') stages.push({ from: instruction.args, steps: [] });
  else stages.at(-1)?.steps.push(instruction);
}
const runtime = stages.at(-1);
const SECRET_NAMES = /SECRET|PASSWORD|TOKEN|DATABASE_URL|ENCRYPTION_KEY|STRIPE|SMTP_URL/i;

describe('Dockerfile', () => {
  it('builds in stages from pinned base images (an exact version or a digest, never latest)', () => {
    assert.ok(stages.length >= 2, 'multi-stage');
    for (const stage of stages) {
      const image = stage.from.split(/\s+/)[0].replace(/^\$\{(\w+)\}$/, (_, name) => args[name] ?? '');
      if (stages.some((s) => new RegExp(`\\bAS ${image}$`, 'i').test(s.from))) continue;
      assert.match(image, /(@sha256:[0-9a-f]{64}$)|(:\d+\.\d+\.\d+[\w.-]*$)/, `${stage.from} is pinned`);
      assert.doesNotMatch(image, /:latest\b/);
    }
  });

  it('installs from every workspace\'s manifest (npm ci refuses a lock file naming a missing workspace)', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const manifests = stages.find((stage) => / AS manifests$/i.test(stage.from));
    assert.ok(manifests, 'a manifests stage');
    const copied = manifests.steps.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    for (const workspace of workspaces) assert.ok(copied.includes(`${workspace}/package.json ${workspace}/`), `COPY ${workspace}/package.json`);
  });

  it('runs as a non-root user, with the built frontends and the API inside', () => {
    const user = runtime.steps.filter((i) => i.keyword === 'USER').at(-1);
    assert.ok(user, 'the runtime stage sets USER');
    const [uid] = user.args.split(':');
    assert.match(uid, /^\d+$/, 'a numeric user, so Kubernetes can check runAsNonRoot');
    assert.notEqual(Number(uid), 0);
    const copied = runtime.steps.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const part of ['services/api/dist', 'shell/dist', 'shell/dist-server', 'mfe-forms/dist', 'mfe-learning/dist', 'node_modules']) {
      assert.ok(copied.some((args) => args.includes(part)), `${part} is copied into the image`);
    }
    assert.ok(copied.every((args) => args.includes('--from=')), 'the runtime stage copies only from build stages, never the build context');
    const cmd = runtime.steps.find((i) => i.keyword === 'CMD');
    assert.equal(cmd.args, '["node", "services/api/dist/server.js"]');
  });

  it('copies no secrets and sets none', () => {
    for (const instruction of dockerfile.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
      assert.doesNotMatch(instruction.args, /\.env\b|\.data\b|secret|\.key\b|\.pem\b|demo-accounts/i, instruction.args);
    }
    for (const instruction of dockerfile.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
      assert.doesNotMatch(instruction.args, SECRET_NAMES, `${instruction.keyword} ${instruction.args}`);
    }
    for (const pattern of ['**/node_modules', '**/.env', '**/.env.*', '**/.data', '.git', '**/*.key', '**/*.pem']) {
      assert.ok(dockerignore.includes(pattern), `.dockerignore has ${pattern}`);
    }
  });

  it('writes only under /tmp (read-only root file system) and says how it is checked', () => {
    const env = runtime.steps.filter((i) => i.keyword === 'ENV').map((i) => i.args).join(' ');
    assert.match(env, /DATA_DIR=\/tmp\//);
    assert.match(env, /NODE_ENV=production/);
    assert.match(env, /MIGRATE_ON_START=false/);
    const healthcheck = runtime.steps.find((i) => i.keyword === 'HEALTHCHECK');
    assert.match(healthcheck.args, /\/livez/);
  });
});
