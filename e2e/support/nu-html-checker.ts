import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Nu Html Checker's jar, from npm's `vnu-jar` (run with Debian's Java: `apt-get install -y default-jre-headless`). */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

export interface HtmlDocument {
  /** What the report calls it (a page's path and language). */
  name: string;
  html: string;
}

export interface HtmlError {
  document: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks every document with one run of the Nu Html Checker (one Java start, about 3 s for 40 pages) and
 * returns its HTML errors (warnings and the inline stylesheet's CSS are left out), each with the document it
 * was found in.
 */
export async function htmlErrors(documents: HtmlDocument[]): Promise<HtmlError[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    // A larger thread stack: the checker's schema evaluation overflows the default one on the larger pages (it
    // says so and skips the page). One short run: the quick JIT tier and the serial collector cost about a
    // third of the CPU of the defaults here.
    const report = await run(['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files]);
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    // The checker also parses a page's inline CSS: the shell's built stylesheet, written into every page
    // (issue 43). Its CSS parser cannot read the vendor selectors the build adds for older browsers
    // (`:-webkit-any(:lang(ar), …)`, for logical text alignment) and calls each a "CSS: Parse Error." The
    // HTML is what this checks; the stylesheet was never checked here while it was linked either.
    return messages.filter((message) => !message.message.startsWith('CSS: ')).map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url ?? '')?.[1]);
      return { document: documents[index]?.name ?? String(message.url), line: message.lastLine, message: message.message, extract: message.extract };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The checker's JSON report (it writes it to stderr, and exits 1 when it found errors); its own trouble rejects. */
function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error('The Nu Html Checker needs Java: apt-get install -y default-jre-headless (.ci/run installs it)'));
      } else if (stdout.trim()) {
        // Anything on stdout is the checker saying it could not check something (e.g. a StackOverflowError).
        reject(new Error(`the Nu Html Checker could not check every page: ${stdout}`));
      } else if (stderr.trimStart().startsWith('{')) {
        resolve(stderr);
      } else {
        reject(error ?? new Error(`no report from the Nu Html Checker: ${stderr}`));
      }
    });
  });
}
