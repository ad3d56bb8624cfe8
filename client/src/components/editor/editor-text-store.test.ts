import { describe, expect, it } from 'vitest';
import { createTextStore } from './editor-text-store';

describe('text store', () => {
  it('tells its listeners of a change, and only of a change', () => {
    const store = createTextStore('a');
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set('a');
    store.set('ab');
    store.set('abc');
    stop();
    store.set('abcd');
    expect(seen).toEqual(['ab', 'abc']);
    expect(store.get()).toBe('abcd');
  });
});
