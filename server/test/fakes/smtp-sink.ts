import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The Subject header as it came over the wire, folds unfolded, encoded-words as sent. */
  rawSubject: string;
  html: string;
  text: string;
  messageId: string;
}

/**
 * A real SMTP server on 127.0.0.1 for tests. `mode` decides how it answers the DATA command:
 * accept, refuse permanently (550) or refuse temporarily (451).
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  mode: 'accept' | 'reject-permanent' | 'reject-temporary' = 'accept';
  attempts = 0;
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        this.attempts += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          if (this.mode === 'reject-permanent') {
            return callback(
              Object.assign(new Error('Mailbox unavailable: user unknown'), { responseCode: 550 }),
            );
          }
          if (this.mode === 'reject-temporary') {
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const raw = Buffer.concat(chunks);
          const parsed = await PostalMime.parse(raw);
          const header = raw.toString('latin1').split(/\r?\n\r?\n/)[0] ?? '';
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            rawSubject: (header.match(/^Subject: ?(.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? '').replace(
              /\r?\n(?=[ \t])/g,
              '',
            ),
            html: parsed.html ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
          });
          callback();
          for (const wake of this.waiters.splice(0)) wake();
        });
      },
    });
    this.server.on('error', () => {});
  }

  /** Listens on 127.0.0.1: a free port, or `port` (a chaos scenario brings a stopped sink back there). */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${address.port}`;
  }

  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline)
        throw new Error(`SMTP sink got ${this.messages.length} of ${count} messages`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.messages;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
