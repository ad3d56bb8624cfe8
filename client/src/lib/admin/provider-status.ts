import type { BreakerStateDto, ProviderStatusDto } from '@app/shared/admin/providers';
import { countOf } from '@app/shared/format/count';
import { formatClockTime } from '../format-date';
import { providerName } from './providers';

/** Provider status (spec 02 §3, polled every 30 s) and the circuit breaker, in words. */

export type Tone = 'ok' | 'warning' | 'error' | 'neutral';

export interface StatusNotice {
  key: 'noProviderConfigured' | 'usingFallback' | 'mismatchDetected';
  tone: 'warning' | 'error';
  title: string;
  text: string;
}

/** The warnings of spec 02 §3, each with what it means and what to do. */
export function statusNotices(status: ProviderStatusDto): StatusNotice[] {
  const notices: StatusNotice[] = [];
  const inUse = providerName(status.current.activeProvider);
  if (status.warnings.noProviderConfigured)
    notices.push({
      key: 'noProviderConfigured',
      tone: 'error',
      title: 'No AI provider configured',
      text: 'Documents cannot be generated until a provider with its API key is set up and made active.',
    });
  if (status.warnings.usingFallback)
    notices.push({
      key: 'usingFallback',
      tone: 'warning',
      title: 'Using the fallback provider',
      text: `No provider is active here, so generations use ${inUse} from the server's environment settings.`,
    });
  if (status.warnings.mismatchDetected)
    notices.push({
      key: 'mismatchDetected',
      tone: 'warning',
      title: 'Active provider not in use',
      text: `${providerName(status.database.activeProvider)} is active here, but generations use ${inUse}: its key is missing or cannot be read. Save its key again.`,
    });
  return notices;
}

/** 'OpenAI · gpt-4o-mini', or null when nothing can generate. */
export function inUseLabel(status: ProviderStatusDto): string | null {
  const { activeProvider, model } = status.current;
  if (!activeProvider) return null;
  return model ? `${providerName(activeProvider)} · ${model}` : providerName(activeProvider);
}

export function sourceLabel(status: ProviderStatusDto): string | null {
  if (status.current.source === 'database') return 'Set here';
  if (status.current.source === 'fallback') return 'Environment fallback';
  return null;
}

export interface BreakerView {
  label: 'Closed' | 'Open' | 'Half-open';
  tone: Tone;
  text: string;
}

/**
 * The circuit breaker of a provider: closed lets calls through; open fails new generations at once
 * (their credits come back) until a cool-down ends; half-open lets one trial call through.
 */
export function breakerView(
  breaker: Pick<BreakerStateDto, 'state' | 'consecutiveFailures' | 'retryAt'>,
  formatTime: (date: Date) => string = (d) => formatClockTime(d),
): BreakerView {
  const n = breaker.consecutiveFailures;
  const failures = `${countOf(n, 'failure')} in a row`;
  if (breaker.state === 'open') {
    const until = breaker.retryAt ? ` until ${formatTime(new Date(breaker.retryAt))}` : '';
    return {
      label: 'Open',
      tone: 'error',
      text: `Paused after ${failures}: new generations fail at once${until}, with their credits given back.`,
    };
  }
  if (breaker.state === 'half_open')
    return {
      label: 'Half-open',
      tone: 'warning',
      text: 'Letting one trial call through to see whether the provider has recovered.',
    };
  return {
    label: 'Closed',
    tone: n > 0 ? 'warning' : 'ok',
    text: n > 0 ? `Calls go through; ${failures} so far.` : 'Calls go through normally.',
  };
}
