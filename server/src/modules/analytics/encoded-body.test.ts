import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, EncodedBody } from './encoded-body.js';

describe('EncodedBody', () => {
  it('holds the JSON as bytes and its gzip, which unzips to the same bytes', () => {
    const body = new EncodedBody({ message: 'Renewal: Basic plan, ₦10,000' });
    expect(body.identity.toString()).toBe('{"message":"Renewal: Basic plan, ₦10,000"}');
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true);
    expect(body.gzip).toBe(body.gzip);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
