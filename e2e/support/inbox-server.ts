import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmtpSink } from '../../server/test/fakes/smtp-sink.js';

/**
 * The SMTP sink lives in the global-setup process; journeys run elsewhere, so they read what it
 * received over a tiny HTTP API on 127.0.0.1: GET /messages?to=address.
 */
export async function serveInbox(sink: SmtpSink): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = sink.messages.filter((m) => !to || m.to.some((t) => t.toLowerCase() === to));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
