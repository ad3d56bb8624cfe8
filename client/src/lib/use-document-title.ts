import { useEffect } from 'react';

export const SITE_TITLE = 'JobPadi – AI cover letters and resumes for Nigerian job seekers';

/** Sets the tab title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
