import type { DownloadFormat } from '@app/shared/documents/schemas';

/** The REST paths of spec 02 §7 the browser uses directly (files and the new-tab preview). */
export const documentUrls = {
  download: (id: string, format: DownloadFormat) =>
    `/api/documents/${encodeURIComponent(id)}/download?format=${format}`,
  htmlPreview: (id: string) => `/api/documents/${encodeURIComponent(id)}/html-preview`,
};
