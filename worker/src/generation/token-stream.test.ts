import { describe, expect, it } from 'vitest';
import { TokenStream } from './token-stream.js';

describe('TokenStream', () => {
  it('sends the first token at once and the ones that arrive meanwhile together, with offsets', async () => {
    const sent: [string, number][] = [];
    let release = () => {};
    const tokens = new TokenStream(async (delta, at) => {
      sent.push([delta, at]);
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    tokens.push('Dear');
    tokens.push(' Hiring');
    tokens.push(' Team');
    expect(sent).toEqual([['Dear', 0]]);
    release();
    await tokens.flushed();
    tokens.push(',');
    await tokens.flushed();
    expect(sent).toEqual([
      ['Dear', 0],
      [' Hiring Team', 4],
      [',', 16],
    ]);
  });

  it('reports a failed publish when flushed', async () => {
    const tokens = new TokenStream(async () => {
      throw new Error('redis is down');
    });
    tokens.push('Dear');
    await expect(tokens.flushed()).rejects.toThrow('redis is down');
  });

  it('publishes the tokens of one batch interval as one event, not one per token', async () => {
    const sent: [string, number][] = [];
    const tokens = new TokenStream(async (delta, at) => {
      sent.push([delta, at]);
    }, 40);
    tokens.push('Dear');
    await new Promise((resolve) => setTimeout(resolve, 5));
    tokens.push(' Hiring');
    await new Promise((resolve) => setTimeout(resolve, 5));
    tokens.push(' Team');
    expect(sent).toEqual([['Dear', 0]]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toEqual([
      ['Dear', 0],
      [' Hiring Team', 4],
    ]);
  });
});
