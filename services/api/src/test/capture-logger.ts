import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface CapturedLogger {
  logger: Logger;
  /** Every log line so far, parsed. */
  lines: Record<string, unknown>[];
  messages(msg: string): Record<string, unknown>[];
}

/** A real pino logger that keeps its lines in memory, so a test can check what was (and was not) logged. */
export function captureLogger(level = 'info'): CapturedLogger {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, stream);
  return { logger, lines, messages: (msg) => lines.filter((line) => line.msg === msg) };
}
