import { useBlocker } from '@tanstack/react-router';

/**
 * Warns before unsaved text is lost: the browser's own prompt on reload or closing the tab
 * (beforeunload), and for in-app navigation a blocker the page answers with its own dialog.
 */
export function useLeaveWarning(dirty: boolean) {
  return useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
}
