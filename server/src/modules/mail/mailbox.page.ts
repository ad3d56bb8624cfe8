import type { OutboxRow } from './mail.repo.js';
import { escapeHtml } from './mail.templates.js';

/** /dev/mailbox: the demo-mode outbox as a page a person can click through (see mailbox-access.ts). */
export function renderMailboxList(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (r) => `<tr>
  <td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td>
  <td>${escapeHtml(r.to_address)}</td>
  <td><span class="status ${escapeHtml(r.status)}">${escapeHtml(r.status)}</span></td>
  <td><time datetime="${r.created_at.toISOString()}">${r.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></td>
</tr>`,
    )
    .join('\n');
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1>
<p>Every e-mail the product wrote, newest first. Messages stay here in demo mode (no <code>SMTP_URL</code>).</p>
${rows.length ? `<table><thead><tr><th>Subject</th><th>To</th><th>Status</th><th>Created</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}

export function renderMailboxMessage(row: OutboxRow): string {
  return page(
    row.subject,
    `<p><a href="/dev/mailbox">← All messages</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<p>To ${escapeHtml(row.to_address)} · ${escapeHtml(row.status)}</p>
<h2>HTML part</h2>
<div class="mail">${row.html}</div>
<h2>Text part</h2>
<pre>${escapeHtml(row.text)}</pre>`,
  );
}

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left}.mail{border:1px solid #e2e8f0;border-radius:8px;padding:1rem}pre{white-space:pre-wrap;background:#f8fafc;padding:1rem;border-radius:8px}.status{font-size:.85em}</style>
</head><body>${body}</body></html>`;
