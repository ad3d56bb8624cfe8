import type { ProviderStatusDto } from '@app/shared/admin/providers';
import { describe, expect, it } from 'vitest';
import { breakerView, inUseLabel, sourceLabel, statusNotices } from './provider-status';

const status = (over: Partial<ProviderStatusDto> = {}): ProviderStatusDto => ({
  current: {
    activeProvider: 'openai',
    model: 'gpt-4o-mini',
    isInitialized: true,
    source: 'database',
    availableProviders: ['openai'],
  },
  database: { activeProvider: 'openai', hasConfiguredProvider: true },
  warnings: { usingFallback: false, mismatchDetected: false, noProviderConfigured: false },
  breaker: null,
  ...over,
});

describe('provider status', () => {
  it('has nothing to warn about when the database provider is in use', () => {
    expect(statusNotices(status())).toEqual([]);
    expect(inUseLabel(status())).toBe('OpenAI · gpt-4o-mini');
    expect(sourceLabel(status())).toBe('Set here');
  });

  it('explains each warning of the spec', () => {
    const fallback = status({
      current: { ...status().current, source: 'fallback' },
      database: { activeProvider: null, hasConfiguredProvider: false },
      warnings: { usingFallback: true, mismatchDetected: false, noProviderConfigured: false },
    });
    expect(statusNotices(fallback).map((n) => n.title)).toEqual(['Using the fallback provider']);
    expect(statusNotices(fallback)[0]?.text).toContain('OpenAI');
    expect(sourceLabel(fallback)).toBe('Environment fallback');

    const mismatch = status({
      database: { activeProvider: 'deepseek', hasConfiguredProvider: true },
      warnings: { usingFallback: true, mismatchDetected: true, noProviderConfigured: false },
    });
    expect(statusNotices(mismatch).map((n) => n.key)).toEqual(['usingFallback', 'mismatchDetected']);
    expect(statusNotices(mismatch)[1]?.text).toMatch(/^DeepSeek is active here, but generations use OpenAI/);

    const none = status({
      current: {
        activeProvider: null,
        model: null,
        isInitialized: false,
        source: null,
        availableProviders: [],
      },
      warnings: { usingFallback: false, mismatchDetected: false, noProviderConfigured: true },
    });
    expect(statusNotices(none)).toMatchObject([{ tone: 'error', title: 'No AI provider configured' }]);
    expect(inUseLabel(none)).toBeNull();
    expect(sourceLabel(none)).toBeNull();
  });
});

describe('circuit breaker', () => {
  const at = () => '14:05';
  it('reads closed, open and half-open in words', () => {
    expect(breakerView({ state: 'closed', consecutiveFailures: 0, retryAt: null }, at)).toEqual({
      label: 'Closed',
      tone: 'ok',
      text: 'Calls go through normally.',
    });
    expect(breakerView({ state: 'closed', consecutiveFailures: 1, retryAt: null }, at).text).toBe(
      'Calls go through; 1 failure in a row so far.',
    );
    const open = breakerView({ state: 'open', consecutiveFailures: 5, retryAt: '2025-11-23T13:05:00Z' }, at);
    expect(open.label).toBe('Open');
    expect(open.text).toBe(
      'Paused after 5 failures in a row: new generations fail at once until 14:05, with their credits given back.',
    );
    expect(breakerView({ state: 'half_open', consecutiveFailures: 5, retryAt: null }, at).label).toBe(
      'Half-open',
    );
  });
});
