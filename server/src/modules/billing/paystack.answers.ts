import { z } from 'zod';

/**
 * What we read of Paystack's answers (https://paystack.com/docs/api/transaction). Every answer
 * is `{ status, message, data }`; anything else is treated as the provider misbehaving.
 */
export const ZEnvelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

export const ZInitializeData = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  access_code: z.string().optional(),
  reference: z.string().min(1),
});

/** A transaction as verify and the `charge.success` webhook describe it. Amounts in kobo. */
export const ZTransaction = z.object({
  id: z.number().int().optional(),
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
});

/** A transaction in our terms. `status` is Paystack's: success, failed, abandoned, reversed… */
export interface ProviderTransaction {
  reference: string;
  status: string;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
  gatewayResponse: string | null;
  providerId: number | null;
}

export const toProviderTransaction = (data: z.output<typeof ZTransaction>): ProviderTransaction => ({
  reference: data.reference,
  status: data.status,
  amountKobo: data.amount,
  currency: data.currency,
  paidAt: data.paid_at ?? null,
  channel: data.channel ?? null,
  gatewayResponse: data.gateway_response ?? null,
  providerId: data.id ?? null,
});
