import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { OutboundFetchError } from './outbound-error.js';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  // An encoding we did not ask for cannot be read.
  if (!decoder) throw new OutboundFetchError('unreachable');
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/** The bytes of the body, at most `maxBytes` once decompressed (a small gzip can unpack to gigabytes). */
async function boundedBytes(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new OutboundFetchError('too_large');
  const body = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new OutboundFetchError('too_large');
      chunks.push(chunk as Buffer);
    }
  } finally {
    // Stops the download at once when the loop left early (too large, aborted).
    body.destroy();
  }
  return Buffer.concat(chunks);
}

/** The charset named by the header, a byte order mark or a <meta> near the top; UTF-8 otherwise. */
function charsetOf(contentType: string | undefined, bytes: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = bytes.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown label: UTF-8 reads ASCII markup right and marks the rest as replacement characters.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Whether a body without a Content-Type starts like an HTML document. */
const looksLikeHtml = (bytes: Buffer) =>
  /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(
    bytes
      .subarray(0, 1024)
      .toString('latin1')
      .replace(/^\uFEFF|^ï»¿/, ''),
  );

/**
 * The page's text: HTML only (text/html or application/xhtml+xml; a body without a type only
 * when it starts like HTML), at most `maxBytes` read, decoded with its charset.
 */
export async function readHtmlBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const contentType = response.headers['content-type'];
  const type = mediaType(contentType);
  try {
    if (type !== '' && !HTML_TYPES.has(type)) throw new OutboundFetchError('not_html');
    const bytes = await boundedBytes(response, maxBytes);
    if (type === '' && !looksLikeHtml(bytes)) throw new OutboundFetchError('not_html');
    return decode(bytes, charsetOf(contentType, bytes));
  } finally {
    // Read or refused, the connection is done with (it is never pooled).
    response.destroy();
  }
}
