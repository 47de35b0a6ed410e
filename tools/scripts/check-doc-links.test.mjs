import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorsOf, brokenLinks, documentFiles, linksOf, readmeOverLimit, slugify, unlinkedPages } from './doc-links.mjs';

/** A throw-away repository holding the given files. */
function repository(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Runs the command as `npm test` does: its exit code and what it printed. */
function runCheck(root) {
  const script = path.join(import.meta.dirname, 'check-doc-links.mjs');
  try {
    return { code: 0, output: execFileSync(process.execPath, [script, '--root', root], { encoding: 'utf8' }) };
  } catch (error) {
    return { code: error.status, output: error.stdout };
  }
}

describe('the document link check', () => {
  let root;
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  it('makes heading anchors as GitHub does', () => {
    expect(slugify('What `npm start` does')).toBe('what-npm-start-does');
    expect(slugify('1. Add a page')).toBe('1-add-a-page');
    expect(slugify('Roll a remote forward or back')).toBe('roll-a-remote-forward-or-back');
    expect(slugify('Rate limits (API, counted in PostgreSQL)')).toBe('rate-limits-api-counted-in-postgresql');
    expect(slugify('Lighthouse (target: LCP <= 1.5 s)')).toBe('lighthouse-target-lcp--15-s');
    expect(slugify('See [the guide](guide.md) now')).toBe('see-the-guide-now');
    expect(slugify('Año y señal')).toBe('año-y-señal');
  });

  it('numbers repeated headings and ignores headings inside code blocks', () => {
    const text = '# Setup\n## Setup\n```sh\n# not a heading\n```\n<a id="custom"></a>\n';
    expect([...anchorsOf(text)].sort()).toEqual(['custom', 'setup', 'setup-1']);
  });

  it('finds links and images, not the ones inside code', () => {
    const text = 'See [a](a.md) and ![i](img/x.png "t").\n`[b](b.md)` no\n```\n[c](c.md)\n```\n[ref]: docs/d.md\n';
    expect(linksOf(text)).toEqual([
      { line: 1, target: 'a.md' },
      { line: 1, target: 'img/x.png' },
      { line: 6, target: 'docs/d.md' },
    ]);
  });

  it('accepts links that resolve, and does not fetch external ones', () => {
    root = repository({
      'README.md': '[ops](docs/operations.md#backups) [top](#readme) [web](https://example.org/x#y) [mail](mailto:a@b.c) [dir](docs/)\n# Readme\n',
      'docs/operations.md': '# Operations\n## Backups\n[back](../README.md#readme) [self](#operations)\n',
    });
    expect(brokenLinks(root, documentFiles(root))).toEqual([]);
  });

  it('names a missing file, a missing anchor and a link out of the repository, with its line', () => {
    root = repository({
      'README.md': '# Readme\n[gone](docs/gone.md)\n[bad](docs/a.md#nope) [out](../elsewhere.md)\n',
      'docs/a.md': '# A\n',
    });
    expect(brokenLinks(root, documentFiles(root))).toEqual([
      { file: 'README.md', line: 2, problem: 'docs/gone.md: no such file (docs/gone.md)' },
      { file: 'README.md', line: 3, problem: 'docs/a.md#nope: no heading with the anchor #nope in docs/a.md' },
      { file: 'README.md', line: 3, problem: '../elsewhere.md points outside the repository' },
    ]);
  });

  it('lists pages their index does not link', () => {
    root = repository({
      'README.md': '[a](docs/a.md) [d](docs/decisions/README.md)\n',
      'docs/a.md': '# A\n',
      'docs/b.md': '# B\n',
      'docs/decisions/README.md': '[one](one.md)\n',
      'docs/decisions/one.md': '# One\n',
      'docs/decisions/two.md': '# Two\n',
    });
    expect(unlinkedPages(root, 'README.md', 'docs')).toEqual(['docs/b.md']);
    expect(unlinkedPages(root, 'docs/decisions/README.md', 'docs/decisions')).toEqual(['docs/decisions/two.md']);
  });

  it('measures the README against 10 KB', () => {
    root = repository({ 'README.md': 'x'.repeat(10_240) });
    expect(readmeOverLimit(root)).toBeUndefined();
    writeFileSync(path.join(root, 'README.md'), 'x'.repeat(10_241));
    expect(readmeOverLimit(root)).toBe(10_241);
  });

  it('fails the command and names each problem', () => {
    root = repository({
      'README.md': `# Readme\n[a](docs/a.md#missing)\n${'x'.repeat(10_300)}\n`,
      'docs/a.md': '# A\n',
      'docs/orphan.md': '# Orphan\n',
    });
    const { code, output } = runCheck(root);
    expect(code).toBe(1);
    expect(output).toContain('README.md:2: docs/a.md#missing: no heading with the anchor #missing in docs/a.md');
    expect(output).toContain('docs/orphan.md is not linked from README.md');
    expect(output).toMatch(/README\.md is \d+ bytes \(at most 10240/);
  });

  it('passes the command on a repository whose documents are sound', () => {
    root = repository({ 'README.md': '# Readme\n[a](docs/a.md#a)\n', 'docs/a.md': '# A\n' });
    expect(runCheck(root)).toEqual({ code: 0, output: expect.stringContaining('0 broken links, 0 unlinked pages') });
  });
});
