import { type MailContent, PRODUCT } from './render.js';

const hello = (name?: string) => (name ? `Hello ${name},` : 'Hello,');

/** Issue 30: the one follow-up reminder of an application. */
export const applicationTemplates = {
  'follow-up-reminder': (d: {
    name?: string | undefined;
    appUrl: string;
    applicationId: string;
    jobTitle: string;
    companyName: string;
    /** When they applied, as the person reads dates. */
    appliedOn: string;
    days: number;
    /** The signed link that turns reminders off; null sends them to Settings. */
    remindersOffUrl: string | null;
  }): MailContent => ({
    subject: `Time to follow up: ${d.jobTitle} at ${d.companyName}`,
    preview: `You applied on ${d.appliedOn}. A short, polite follow-up can move your application along.`,
    blocks: [
      { kind: 'heading', text: `Follow up on ${d.jobTitle} at ${d.companyName}` },
      {
        kind: 'paragraph',
        text: `${hello(d.name)} you applied for ${d.jobTitle} at ${d.companyName} on ${d.appliedOn}, ${d.days} ${d.days === 1 ? 'day' : 'days'} ago, and nothing has changed since. A short, polite follow-up e-mail often gets an answer.`,
      },
      {
        kind: 'paragraph',
        text: `Open the application to have ${PRODUCT} write the follow-up e-mail from your application, or to update its status.`,
      },
      { kind: 'button', text: 'Open the application', href: `${d.appUrl}/applications/${d.applicationId}` },
      {
        kind: 'paragraph',
        text: 'We send one reminder per application. Don’t want these reminders?',
      },
      d.remindersOffUrl
        ? { kind: 'button', text: 'Turn off follow-up reminders', href: d.remindersOffUrl }
        : { kind: 'button', text: 'Change reminders in Settings', href: `${d.appUrl}/settings` },
    ],
  }),
};
