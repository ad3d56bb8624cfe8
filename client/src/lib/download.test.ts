import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FALLBACK, DownloadError, downloadErrorMessage } from './download';

describe('downloadErrorMessage', () => {
  it("shows the server's own sentence, the render-busy 503 included", () => {
    const busy = 'Your file is taking longer than usual to prepare. Please try again in a moment.';
    expect(
      downloadErrorMessage('application/json; charset=utf-8', JSON.stringify({ error: busy, message: busy })),
    ).toBe(busy);
    expect(downloadErrorMessage('application/json', JSON.stringify({ error: 'Not found' }))).toBe(
      'Not found',
    );
  });

  it('falls back for anything that is not one of our JSON errors', () => {
    expect(downloadErrorMessage('text/html', '<h1>502 Bad Gateway</h1>')).toBe(DOWNLOAD_FALLBACK);
    expect(downloadErrorMessage('application/json', 'not json')).toBe(DOWNLOAD_FALLBACK);
    expect(downloadErrorMessage('application/json', '{"message":42}')).toBe(DOWNLOAD_FALLBACK);
    expect(downloadErrorMessage('application/json', JSON.stringify({ message: 'x'.repeat(1000) }))).toBe(
      DOWNLOAD_FALLBACK,
    );
    expect(downloadErrorMessage(null, '')).toBe(DOWNLOAD_FALLBACK);
  });

  it('marks a 401 as a lost session', () => {
    expect(new DownloadError('x', 401).signedOut).toBe(true);
    expect(new DownloadError('x', 503).signedOut).toBe(false);
  });
});
