import { type MailContent, PRODUCT } from './render.js';

export const generalTemplates = {
  /** Sent by "send test e-mail" so a person can check delivery works. */
  'notification-test': (data: { name?: string | undefined; appUrl: string }): MailContent => ({
    subject: `${PRODUCT} test e-mail`,
    preview: 'E-mail delivery works.',
    blocks: [
      { kind: 'heading', text: 'E-mail delivery works' },
      {
        kind: 'paragraph',
        text: `Hello${data.name ? ` ${data.name}` : ''}, this is a test message from ${PRODUCT}.`,
      },
      { kind: 'button', text: 'Open JobPadi', href: data.appUrl },
    ],
  }),
};
