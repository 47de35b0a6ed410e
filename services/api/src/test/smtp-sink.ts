import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Raw messages received, in order. */
  messages: string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (port 0: any free port). With `acceptDelayMs`
 * it is a stalled server: it answers "accepted" to nothing until that long after it started, then as usual.
 */
export async function startSmtpSink(port = 0, { acceptDelayMs = 0 } = {}): Promise<SmtpSink> {
  const messages: string[] = [];
  const acceptFrom = Date.now() + acceptDelayMs;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        messages.push(data);
        setTimeout(() => callback(), Math.max(0, acceptFrom - Date.now()));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Message-ID header of a raw message. */
export function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
}
