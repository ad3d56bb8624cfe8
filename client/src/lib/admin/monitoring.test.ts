import type { AiCallDto } from '@app/shared/analytics/dto';
import { describe, expect, it } from 'vitest';
import {
  appendCalls,
  formatCost,
  formatErrorRate,
  formatMs,
  formatTokens,
  latestCallsInput,
  NO_FILTERS,
  prependCalls,
  timelinePoints,
} from './monitoring';

const call = (id: string): AiCallDto => ({
  id,
  createdAt: '2025-11-23T10:00:00.000Z',
  provider: 'openai',
  providerName: 'OpenAI',
  model: 'gpt-4o-mini',
  kind: 'generation',
  purpose: 'cover_letter',
  outcome: 'ok',
  errorClass: null,
  errorMessage: null,
  totalMs: 1200,
  firstTokenMs: 300,
  tokensIn: 500,
  tokensOut: 400,
  estimatedCostUsd: 0.0003,
  generationId: null,
});

describe('monitoring figures', () => {
  it('writes latency, tokens, cost and error rate for people', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(850.4)).toBe('850 ms');
    expect(formatMs(1234)).toBe('1.2 s');
    expect(formatMs(15_400)).toBe('15 s');
    expect(formatTokens(999)).toBe('999');
    expect(formatTokens(1234)).toBe('1.2k');
    expect(formatTokens(2_000_000)).toBe('2M');
    expect(formatCost(null)).toBe('No price');
    expect(formatCost(0.0003)).toBe('<$0.01');
    expect(formatCost(1.234)).toBe('$1.23');
    expect(formatErrorRate(null)).toBe('—');
    expect(formatErrorRate(12.5)).toBe('12.5%');
  });
});

describe('latest calls', () => {
  it('asks with the chosen filters only, and the cursor', () => {
    expect(latestCallsInput(NO_FILTERS)).toEqual({ limit: 25 });
    expect(
      latestCallsInput({ provider: 'openai', outcome: 'error', kind: 'prompt_test' }, { after: 'c1' }, 50),
    ).toEqual({ limit: 50, provider: 'openai', outcome: 'error', kind: 'prompt_test', after: 'c1' });
  });

  it('puts new calls on top once each, and older ones at the bottom', () => {
    const list = [call('b'), call('a')];
    expect(prependCalls(list, [call('c'), call('b')]).map((c) => c.id)).toEqual(['c', 'b', 'a']);
    expect(prependCalls(list, [call('c')], 2).map((c) => c.id)).toEqual(['c', 'b']);
    expect(appendCalls(list, [call('a'), call('z')]).map((c) => c.id)).toEqual(['b', 'a', 'z']);
  });

  it('labels timeline buckets and splits calls into succeeded and failed', () => {
    const points = timelinePoints(
      [{ start: '2025-11-23T10:00:00.000Z', calls: 5, errors: 2, avgLatencyMs: 900, tokensOut: 10 }],
      '24h',
    );
    expect(points[0]).toMatchObject({ calls: 5, errors: 2, succeeded: 3, avgLatencyMs: 900 });
    expect(points[0]?.label).toMatch(/\d{2}:\d{2}/);
  });
});
