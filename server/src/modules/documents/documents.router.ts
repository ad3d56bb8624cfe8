import { publicProcedure, router } from '../../trpc/init.js';
import { getDocumentCount } from './documents.service.js';

export const documentsRouter = router({
  count: publicProcedure.query(({ ctx }) => getDocumentCount(ctx.deps)),
});
