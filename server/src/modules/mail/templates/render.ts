/**
 * Every e-mail is written once as blocks; the HTML and the plain-text parts are both rendered from
 * them, so the two never drift apart.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; text: string; href: string }
  | { kind: 'code'; text: string };

export interface MailContent {
  subject: string;
  /** Short line shown by mail clients next to the subject. */
  preview: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const PRODUCT = 'JobPadi';

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function blockToHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="font-size:20px;margin:0 0 16px;color:#0f172a">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.6;color:#334155">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(block.text)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#64748b">Or paste this link into your browser: <a href="${escapeHtml(block.href)}">${escapeHtml(block.href)}</a></p>`;
    case 'code':
      return `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0;color:#0f172a">${escapeHtml(block.text)}</p>`;
  }
}

function blockToText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.text}: ${block.href}`;
    case 'code':
      return block.text;
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const body = content.blocks.map(blockToHtml).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<span style="display:none">${escapeHtml(content.preview)}</span>
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#15803d">${PRODUCT}</p>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#94a3b8">You received this e-mail because of activity on your ${PRODUCT} account. If this was not you, you can ignore it.</p>
</div></body></html>`;
  const text = `${content.blocks.map(blockToText).join('\n\n')}\n\n-- \n${PRODUCT}: tailored cover letters and resumes for job seekers in Nigeria.\n`;
  return { subject: content.subject, html, text };
}
