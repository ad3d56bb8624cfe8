import { PROMPT_MESSAGES } from '@app/shared/admin/prompts';
import { PROVIDER_MESSAGES } from '@app/shared/admin/providers';
import { errorCode, errorMessage } from '../api-error';
import type { ToastInput } from '../toast-store';

/** The admin console's toasts, with the words of spec 02 §8 (Admin) and its success messages. */

type Notice = Required<Pick<ToastInput, 'title' | 'description'>> & Pick<ToastInput, 'variant'>;

const failed = (title: string, description: string): Notice => ({
  title,
  description,
  variant: 'destructive',
});

/** The provider list or status could not be read. */
export const providerDataFailed = (error: unknown): Notice =>
  failed('Failed to fetch AI provider data', errorMessage(error, 'Please try again.'));

export const refreshFailed = (error: unknown): Notice =>
  failed('Refresh Failed', errorMessage(error, 'Could not refresh the AI provider. Please try again.'));

/** Test Connection: the provider answered no ('Connection Failed') or the test itself broke ('Connection Error'). */
export const connectionFailed = (message: string): Notice =>
  failed('Connection Failed', message.replace(/^Connection Failed:\s*/, ''));

export const connectionError = (error: unknown): Notice =>
  failed('Connection Error', errorMessage(error, 'The connection test could not run. Please try again.'));

export const connected = (message: string): Notice => ({
  title: 'Connected',
  description: message,
  variant: 'success',
});

/** Save Changes failed; a missing provider reads 'Provider not found'. */
export const providerUpdateFailed = (error: unknown): Notice =>
  errorCode(error) === 'NOT_FOUND'
    ? failed('Update Failed', PROVIDER_MESSAGES.notFound)
    : failed('Update Failed', errorMessage(error, 'Could not save the provider. Please try again.'));

export const providerSaved = (name: string): Notice => ({
  title: 'Provider Saved',
  description: `${name} settings are saved.`,
  variant: 'success',
});

/** Set as Active / the dropdown failed: 'Provider not found', or 'Error: Failed to update active provider'. */
export function activeProviderFailed(error: unknown): Notice {
  if (errorCode(error) === 'NOT_FOUND') return failed('Error', PROVIDER_MESSAGES.notFound);
  const reason = errorMessage(error, '');
  const generic = PROVIDER_MESSAGES.activateFailed.replace(/^Error:\s*/, '');
  return failed('Error', reason && errorCode(error) === 'VALIDATION_FAILED' ? reason : generic);
}

export const providerActivated = (name: string): Notice => ({
  title: 'Provider Updated',
  description: `${name} is now the active LLM provider`,
  variant: 'success',
});

const TEST_FAILED = PROMPT_MESSAGES.testFailed.replace(/^Test Failed:\s*/, '');

export const promptTestComplete: Notice = {
  title: 'Prompt Test Complete',
  description: 'Check the output below',
  variant: 'success',
};

export const promptTestFailed: Notice = failed('Test Failed', TEST_FAILED);

export const promptSaved = (title: string, version: number): Notice => ({
  title: 'Prompt Saved',
  description: `${title}: version ${version} is now active.`,
  variant: 'success',
});

export const promptActivated = (title: string, version: number): Notice => ({
  title: 'Prompt Activated',
  description: `${title}: version ${version} is now active.`,
  variant: 'success',
});

export const promptSaveFailed = (error: unknown): Notice =>
  failed('Save Failed', errorMessage(error, 'Could not save the prompt. Please try again.'));

export const promptActivateFailed = (error: unknown): Notice =>
  failed('Activation Failed', errorMessage(error, 'Could not activate that version. Please try again.'));

/** Users: the server's sentence ('User plan updated successfully', or why it refused). */
export const userChanged = (message: string): Notice => ({
  title: 'Success',
  description: message,
  variant: 'success',
});

export const userChangeFailed = (error: unknown): Notice =>
  failed('Update Failed', errorMessage(error, 'The change could not be saved. Please try again.'));

export const analyticsRefreshFailed = (error: unknown): Notice =>
  failed('Refresh Failed', errorMessage(error, 'Could not recompute the figures. Please try again.'));
