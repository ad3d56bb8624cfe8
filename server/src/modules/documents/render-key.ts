import { createHash } from 'node:crypto';
import type { DocumentTemplate, DownloadFormat } from '@app/shared';

/** Everything of a document that ends up in its rendered file. */
export interface RenderKeySource {
  /** The document's id: two people's documents with the same words never share a file. */
  id: string;
  title: string;
  content: string;
  /** The owner's name (the letterhead, the file's author metadata). */
  author_name: string | null;
}

/**
 * The cache key of a rendered file: SHA-256 of all that decides its bytes — the document, its
 * title, content and author, the design and its version, the format. An edit, a rename or a new
 * design version makes a new key; the same inputs always find the file already made.
 */
export function renderCacheKey(
  source: RenderKeySource,
  template: DocumentTemplate,
  format: DownloadFormat,
): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        format,
        template.id,
        template.version,
        source.id,
        source.title,
        source.author_name,
        source.content,
      ]),
    )
    .digest('hex');
}

/**
 * The key source of a copy sent with an application (issue 30). Its own id space: the copy never
 * shares a job or a file with the live document, whose words may have changed since it was sent
 * (a job of the live document renders what is stored when it runs, not what was sent).
 */
export const sentKeySource = (source: RenderKeySource, applicationId: string): RenderKeySource => ({
  ...source,
  id: `sent:${applicationId}:${source.id}`,
});
