import type { Deps } from '@app/server/deps';
import type { MailTransport } from '@app/server/modules/mail/mail.delivery';
import type { RenderPool } from '../render/browser-pool.js';

/** What processors may use: the server's core dependencies plus the worker's own clients. */
export interface WorkerDeps extends Deps {
  /** Null in demo mode (no SMTP_URL): the outbox is the destination. */
  mailTransport: MailTransport | null;
  /**
   * The Chromium pool PDFs are printed with. Absent, the process-wide pool built from the
   * settings on first use (tests and benchmarks pass their own to observe it).
   */
  renderPool?: RenderPool;
}
