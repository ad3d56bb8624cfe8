import { type MailContent, PRODUCT } from './render.js';

export const supportTemplates = {
  /** An administrator answered while the person had no chat open (at most one an hour). */
  'support-reply': (data: { name?: string | undefined; appUrl: string }): MailContent => ({
    subject: `${PRODUCT} support replied to you`,
    preview: 'Our support team answered your message.',
    blocks: [
      { kind: 'heading', text: 'Support replied' },
      {
        kind: 'paragraph',
        text: `Hello${data.name ? ` ${data.name}` : ''}, our support team answered your message. Open ${PRODUCT} and the support chat to read it.`,
      },
      { kind: 'button', text: 'Open JobPadi', href: `${data.appUrl}/dashboard` },
    ],
  }),
};
