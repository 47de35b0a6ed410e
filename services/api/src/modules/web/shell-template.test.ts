import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readShellTemplate } from './shell-template.js';

/** A web root with a built shell's template and stylesheet. */
function webRootWith(html: string, css: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-template-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), html);
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0a1b2c3d.css'), css);
  return root;
}

const template = (link: string) =>
  `<!doctype html><html><head><noscript><link rel="stylesheet" href="/no-js.css" /></noscript>${link}<!--app-head--></head><body><!--app-html--></body></html>`;

describe('the shell template pages are rendered from', () => {
  it("writes the shell's stylesheet into the page and gives the CSP its hash; the no-script sheet stays linked", () => {
    const css = ':root{color:#111}.hero__text{font-size:1.25rem}';
    const shell = readShellTemplate(webRootWith(template('<link href="/main.0a1b2c3d.css" rel="stylesheet">'), css))!;
    expect(shell.html).toContain(`<style>${css}</style>`);
    expect(shell.html).not.toContain('main.0a1b2c3d.css');
    expect(shell.html).toContain('<noscript><link rel="stylesheet" href="/no-js.css" /></noscript>');
    expect(shell.styleHashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('keeps a stylesheet linked when its text could end the element early, and allows no inline style then', () => {
    const shell = readShellTemplate(webRootWith(template('<link href="/main.0a1b2c3d.css" rel="stylesheet">'), '.a::after{content:"</style>"}'))!;
    expect(shell.html).toContain('<link href="/main.0a1b2c3d.css" rel="stylesheet">');
    expect(shell.styleHashes).toEqual([]);
  });

  it('is undefined when the shell is not built', () => {
    expect(readShellTemplate(mkdtempSync(path.join(tmpdir(), 'no-shell-')))).toBeUndefined();
  });
});
