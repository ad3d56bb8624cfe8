import { SELECTION_MESSAGES } from '@app/shared/documents/assist';
import type { ReportClaim } from '@app/shared/report/dto';
import { describe, expect, it } from 'vitest';
import {
  acceptState,
  CONNECTION_LOST,
  failSelectionRun,
  foldSelectionEvent,
  helpPosition,
  isHelpShortcut,
  selectionErrorMessage,
  startSelectionRun,
  suggestionDiff,
} from './selection-help-run';

const SELECTION = { start: 10, end: 32, text: '- Wrote weekly reports' };
const CONTENT = `${'x'.repeat(10)}- Wrote weekly reports tail`;

describe('a selection help run', () => {
  it('collects tokens, then the suggestion and its claims; ignores what comes after', () => {
    let run = startSelectionRun('stronger', SELECTION);
    run = foldSelectionEvent(run, { type: 'token', text: '- Cut' });
    run = foldSelectionEvent(run, { type: 'token', text: ' churn' });
    expect(run).toMatchObject({ phase: 'writing', text: '- Cut churn' });
    run = foldSelectionEvent(run, { type: 'done', suggestion: '- Cut churn', claims: [] });
    expect(run).toMatchObject({ phase: 'done', suggestion: '- Cut churn' });
    expect(foldSelectionEvent(run, { type: 'error', code: 'FAILED', message: 'no' })).toBe(run);
    expect(failSelectionRun(run, 'lost')).toBe(run);
  });

  it('ends on an error event with its sentence', () => {
    const run = foldSelectionEvent(startSelectionRun('shorter', SELECTION), {
      type: 'error',
      code: 'RATE_LIMITED',
      message: SELECTION_MESSAGES.fairUse(10),
    });
    expect(run).toMatchObject({ phase: 'failed', failure: SELECTION_MESSAGES.fairUse(10) });
  });

  it('reads a refusal’s sentence, and a lost connection as one', () => {
    const refusal = { message: SELECTION_MESSAGES.keywordUnsupported('Tableau'), shape: { code: -32600 } };
    expect(selectionErrorMessage(refusal)).toBe(SELECTION_MESSAGES.keywordUnsupported('Tableau'));
    expect(selectionErrorMessage(new Error('fetch failed'))).toBe(CONNECTION_LOST);
  });

  it('accepts only a finished suggestion that changes something, on an unchanged selection', () => {
    const writing = startSelectionRun('stronger', SELECTION);
    expect(acceptState(writing, CONTENT)).toBe('not-ready');
    const done = foldSelectionEvent(writing, { type: 'done', suggestion: '- Wrote reports', claims: [] });
    expect(acceptState(done, CONTENT)).toBe('ready');
    expect(acceptState(done, `y${CONTENT}`)).toBe('stale');
    const same = foldSelectionEvent(writing, { type: 'done', suggestion: SELECTION.text, claims: [] });
    expect(acceptState(same, CONTENT)).toBe('unchanged');
  });
});

describe('suggestionDiff', () => {
  it('shows removed and added words', () => {
    expect(suggestionDiff('- Wrote weekly reports', '- Wrote reports').map((p) => [p.kind, p.text])).toEqual([
      ['same', '- Wrote '],
      ['removed', 'weekly '],
      ['same', 'reports'],
    ]);
  });

  it('cuts the parts where a claim begins and ends, and marks it', () => {
    const after = '- Cut churn by 40% at Zenith Bank';
    const claim: ReportClaim = {
      kind: 'percentage',
      value: '40%',
      sentence: after,
      start: after.indexOf('40%'),
      end: after.indexOf('40%') + 3,
    };
    const parts = suggestionDiff('- Wrote reports', after, [claim]);
    expect(parts.filter((p) => p.claim).map((p) => p.text)).toEqual(['40%']);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });
});

describe('keyboard and placement', () => {
  const key = (over: Partial<KeyboardEvent>) => ({
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    code: '',
    key: '',
    ...over,
  });
  it('knows the shortcut', () => {
    expect(isHelpShortcut(key({ altKey: true, code: 'KeyA', key: 'å' }))).toBe(true);
    expect(isHelpShortcut(key({ ctrlKey: true, key: '.' }))).toBe(true);
    expect(isHelpShortcut(key({ metaKey: true, key: '.' }))).toBe(true);
    expect(isHelpShortcut(key({ key: 'a', code: 'KeyA' }))).toBe(false);
    expect(isHelpShortcut(key({ ctrlKey: true, key: 'a', code: 'KeyA' }))).toBe(false);
  });

  it('places the help under the selection, inside the container', () => {
    const container = { left: 100, top: 200, width: 500 };
    expect(helpPosition({ left: 150, bottom: 260 }, container, 300)).toEqual({ top: 66, left: 50 });
    expect(helpPosition({ left: 550, bottom: 260 }, container, 300)).toEqual({ top: 66, left: 200 });
    expect(helpPosition({ left: 50, bottom: 100 }, container, 600)).toEqual({ top: 0, left: 0 });
  });
});
