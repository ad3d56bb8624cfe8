import type { DocumentDto } from '@app/shared/generation/dto';

/**
 * Issue 32: the document's History panel (every save kept; compare two; Restore as a new save).
 * Placeholder until the versions part lands; the editor already mounts it.
 */
export function VersionHistory(_props: {
  doc: DocumentDto;
  /** True while the editor has unsaved changes: Restore asks first, since they would be replaced. */
  dirty: boolean;
  /** Called with the document after a restore, so the editor starts from the restored text. */
  onRestored: (doc: DocumentDto) => void;
}) {
  return null;
}
