import { type CancelResultDto, ZCheckoutInput, ZPaymentReference } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { parseBody, parseInput } from '../../plugins/validation.js';
import { cancelSubscription, renewSubscription, startCheckout, verifyPayment } from './billing.service.js';
import { handleWebhook } from './webhook.js';

/** A webhook is a few hundred bytes; nothing bigger is read. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** REST shims of spec 02 §7 (/api/payment, /api/subscription): parse, call billing, answer the documented shape. */
export async function billingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const actor = async (req: FastifyRequest) => ({ userId: (await requireAuth(deps, req)).user.id });

  app.post('/api/payment/initialize', async (req) => {
    const who = await actor(req);
    const { planId } = parseBody(ZCheckoutInput, req.body);
    const started = await startCheckout(deps, who, planId);
    return { data: { authorization_url: started.authorizationUrl, reference: started.reference } };
  });

  app.get(
    '/api/payment/verify/:reference',
    async (req: FastifyRequest<{ Params: { reference: string } }>) => {
      const who = await actor(req);
      const reference = parseInput(ZPaymentReference, req.params.reference);
      return verifyPayment(deps, who, reference);
    },
  );

  app.post('/api/subscription/renew', async (req) => {
    const started = await renewSubscription(deps, await actor(req));
    return { data: { authorization_url: started.authorizationUrl, reference: started.reference } };
  });

  app.post('/api/subscription/cancel', async (req): Promise<CancelResultDto> => {
    const { overview, message } = await cancelSubscription(deps, await actor(req));
    return { success: true, message, data: overview };
  });

  // The signature covers the exact bytes sent, so this route keeps the body raw (in its own
  // scope, whatever the content type claims) and checks it before reading a field.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/payment/webhook', async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['x-paystack-signature'];
      await handleWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
      return { received: true };
    });
  });
}
