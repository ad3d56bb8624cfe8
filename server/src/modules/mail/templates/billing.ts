import { type MailContent, PRODUCT } from './render.js';

type Named = { name?: string | undefined; appUrl: string };
const hello = (name?: string) => (name ? `Hello ${name},` : 'Hello,');

/** Amounts arrive formatted from kobo ('₦10,000'); dates as the person reads them. */
export const billingTemplates = {
  'payment-receipt': (
    d: Named & {
      planName: string;
      planLabel: string;
      amount: string;
      reference: string;
      paidOn: string;
      activeUntil: string;
      /** 'Unlimited cover letters and resumes', or '8 cover letters and 5 resumes added'. */
      creditsLine: string;
    },
  ): MailContent => ({
    subject: `Your ${PRODUCT} receipt: ${d.planName} plan, ${d.amount}`,
    preview: `Payment received. ${d.planName} is active until ${d.activeUntil}.`,
    blocks: [
      { kind: 'heading', text: 'Payment received, thank you' },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} your payment for the ${d.planName} (${d.planLabel}) plan went through.`,
      },
      { kind: 'paragraph', text: `Amount paid: ${d.amount}` },
      { kind: 'paragraph', text: `Plan: ${d.planName} (${d.planLabel}), active until ${d.activeUntil}` },
      { kind: 'paragraph', text: `Credits: ${d.creditsLine}` },
      { kind: 'paragraph', text: `Date: ${d.paidOn}` },
      { kind: 'paragraph', text: `Reference: ${d.reference}` },
      { kind: 'button', text: 'View my subscription', href: `${d.appUrl}/subscription` },
      {
        kind: 'paragraph',
        text: 'This was a one-off card payment: nothing renews by itself. Keep this e-mail as your receipt.',
      },
    ],
  }),
  'subscription-expiring': (
    d: Named & { planName: string; expiresOn: string; amount: string; creditsLeft: string },
  ): MailContent => ({
    subject: `Your ${PRODUCT} ${d.planName} plan ends on ${d.expiresOn}`,
    preview: `Renew before ${d.expiresOn} to keep generating without a break.`,
    blocks: [
      { kind: 'heading', text: `Your ${d.planName} plan ends soon` },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} your ${d.planName} plan ends on ${d.expiresOn}. Plans do not renew by themselves.`,
      },
      {
        kind: 'paragraph',
        text: `Renew for ${d.amount} to add another 30 days from ${d.expiresOn}. Your remaining credits (${d.creditsLeft}) carry over.`,
      },
      { kind: 'button', text: 'Renew my plan', href: `${d.appUrl}/subscription` },
    ],
  }),
};
