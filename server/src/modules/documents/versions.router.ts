import { router } from '../../trpc/init.js';

/** tRPC twins of /api/documents/{id}/versions (issue 32): `documents.versions.*`. */
export const documentVersionsRouter = router({});
