import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Asks a question on the terminal without echoing the answer (for passwords). Reads one line from piped stdin too. */
export function askHidden(question: string): Promise<string> {
  process.stderr.write(question);
  let muted = true;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  return new Promise((resolve, reject) => {
    rl.once('line', (line) => {
      muted = false;
      process.stderr.write('\n');
      // Resolve before close(): close emits 'close' at once, which would otherwise reject.
      resolve(line);
      rl.close();
    });
    rl.once('close', () => reject(new Error('No password given (set ADMIN_PASSWORD or type it when asked).')));
  });
}
