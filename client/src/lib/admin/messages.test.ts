import { describe, expect, it } from 'vitest';
import {
  activeProviderFailed,
  connectionError,
  connectionFailed,
  promptTestComplete,
  promptTestFailed,
  providerActivated,
  providerUpdateFailed,
} from './messages';

const trpcError = (appCode: string, message: string) => ({ message, shape: {}, data: { appCode } });

describe('spec 02 §8 admin messages', () => {
  it('says Connection Failed with the reason, Connection Error when the test broke', () => {
    expect(connectionFailed('Connection Failed: The API key was refused.')).toEqual({
      title: 'Connection Failed',
      description: 'The API key was refused.',
      variant: 'destructive',
    });
    expect(connectionError(new TypeError('Failed to fetch')).title).toBe('Connection Error');
  });

  it("says 'Provider not found' when the provider is missing", () => {
    expect(providerUpdateFailed(trpcError('NOT_FOUND', 'Provider not found')).description).toBe(
      'Provider not found',
    );
    expect(activeProviderFailed(trpcError('NOT_FOUND', 'Provider not found'))).toMatchObject({
      title: 'Error',
      description: 'Provider not found',
    });
  });

  it("says 'Error: Failed to update active provider', or the reason a rule refused", () => {
    expect(activeProviderFailed(trpcError('INTERNAL', 'boom'))).toMatchObject({
      title: 'Error',
      description: 'Failed to update active provider',
    });
    expect(
      activeProviderFailed(
        trpcError('VALIDATION_FAILED', 'Add an API key to this provider before making it active.'),
      ).description,
    ).toBe('Add an API key to this provider before making it active.');
  });

  it('words the prompt test and provider success messages as the spec does', () => {
    expect(promptTestComplete).toMatchObject({
      title: 'Prompt Test Complete',
      description: 'Check the output below',
    });
    expect(`${promptTestFailed.title}: ${promptTestFailed.description}`).toBe(
      'Test Failed: Failed to test prompt. Check your LLM configuration.',
    );
    expect(providerActivated('DeepSeek').description).toBe('DeepSeek is now the active LLM provider');
  });
});
