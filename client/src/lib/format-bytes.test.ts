import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads as people write sizes', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(62_147)).toBe('61 KB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});
