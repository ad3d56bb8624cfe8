// A small HTTP client for the simulated users: node:http with a keep-alive agent per user (a
// browser keeps its connections to one site open across clicks), JSON and multipart bodies, and
// every answer read to the end so the timing covers the whole response, as a user waits for it.
import { Agent, request } from 'node:http';

/** A request that does not answer in this long counts as an error (the users would have left). */
const TIMEOUT_MS = 60_000;

/**
 * @typedef {{ status: number, body: Buffer, headers: import('node:http').IncomingHttpHeaders }} Answer
 */

/** multipart/form-data of text fields, as a browser's FormData of a form without files. */
export function multipart(/** @type {Record<string, string>} */ fields) {
  const boundary = `----load${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

/**
 * One visitor's connection pool: its own client address (x-forwarded-for, honoured by a server
 * started with TRUST_PROXY=loopback) and, once signed in, its bearer token.
 * @param {string} baseUrl
 * @param {string} ip
 */
export function visitor(baseUrl, ip) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const url = new URL(baseUrl);
  /** @type {string | undefined} */
  let token;
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, form?: Record<string, string>, accept?: string }} [options]
   * @returns {Promise<Answer>}
   */
  const send = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      /** @type {Record<string, string | number>} */
      const headers = {
        'x-forwarded-for': ip,
        accept: options.accept ?? 'application/json',
        'accept-encoding': 'identity',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      /** @type {Buffer | undefined} */
      let body;
      if (options.json !== undefined) {
        body = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] = 'application/json';
      } else if (options.form) {
        const encoded = multipart(options.form);
        body = encoded.body;
        headers['content-type'] = encoded.contentType;
      }
      if (body) headers['content-length'] = body.length;
      const req = request(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: TIMEOUT_MS },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(body);
    });
  return {
    send,
    setToken(/** @type {string | undefined} */ value) {
      token = value;
    },
    close: () => agent.destroy(),
  };
}
