import { ZCheckoutInput, ZVerifyInput } from '@app/shared';
import { router, verifiedProcedure } from '../../trpc/init.js';
import {
  cancelSubscription,
  getOverview,
  getPayments,
  renewSubscription,
  startCheckout,
  verifyPayment,
} from './billing.service.js';

/** tRPC twins of /api/payment and /api/subscription: each calls the service its REST shim calls. */
export const billingRouter = router({
  overview: verifiedProcedure.query(({ ctx }) => getOverview(ctx.deps, { userId: ctx.auth.user.id })),
  payments: verifiedProcedure.query(({ ctx }) => getPayments(ctx.deps, { userId: ctx.auth.user.id })),
  checkout: verifiedProcedure
    .input(ZCheckoutInput)
    .mutation(({ ctx, input }) => startCheckout(ctx.deps, { userId: ctx.auth.user.id }, input.planId)),
  verify: verifiedProcedure
    .input(ZVerifyInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx.deps, { userId: ctx.auth.user.id }, input.reference)),
  renew: verifiedProcedure.mutation(({ ctx }) => renewSubscription(ctx.deps, { userId: ctx.auth.user.id })),
  cancel: verifiedProcedure.mutation(
    async ({ ctx }) => (await cancelSubscription(ctx.deps, { userId: ctx.auth.user.id })).overview,
  ),
});
