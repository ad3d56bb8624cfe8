import { router } from '../../trpc/init.js';

/** Issue 32's AI help on a selection: `documents.selectionHelp.*`. */
export const selectionHelpRouter = router({});
