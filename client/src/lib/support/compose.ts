import { supportImageVerdict } from '@app/shared/support/image-kind';
import {
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_MAX_CHARS,
  SUPPORT_MESSAGES,
  SUPPORT_WARN_CHARS,
} from '@app/shared/support/messages';

export const APPROACHING_LIMIT = 'Approaching character limit';

/** Splits a 'Title: sentence' message into a toast's title and description. */
export function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message, description: '' };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

/**
 * Why a chosen file cannot be attached (spec 01 §5), or null when it can: JPEG, PNG or WebP, as
 * the server takes; a HEIC photo is told how to send it. The server decides again by the bytes.
 */
export function imageProblem(file: { size: number; type: string; name: string }): string | null {
  const verdict = supportImageVerdict(file);
  if (verdict === 'heic') return SUPPORT_MESSAGES.heicPhoto;
  if (verdict === 'refused') return SUPPORT_MESSAGES.invalidType;
  if (file.size > SUPPORT_IMAGE_MAX_BYTES) return SUPPORT_MESSAGES.imageTooLarge;
  return null;
}

/** Why a draft cannot be sent, or null when it can: words or an image, and at most 2000 characters. */
export function draftProblem(text: string, hasImage: boolean): string | null {
  const trimmed = text.trim();
  if (trimmed === '' && !hasImage) return SUPPORT_MESSAGES.empty;
  if (trimmed.length > SUPPORT_MAX_CHARS) return SUPPORT_MESSAGES.tooLong;
  return null;
}

/** The counter under the text area: the warning shows above 1800 characters. */
export function charCounter(text: string): { label: string; warning: boolean } {
  return { label: `${text.length}/${SUPPORT_MAX_CHARS}`, warning: text.length > SUPPORT_WARN_CHARS };
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a newline. */
export function sendsOnKey(key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing;
}
