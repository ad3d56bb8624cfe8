import { accountTemplates } from './templates/account.js';
import { applicationTemplates } from './templates/applications.js';
import { authTemplates } from './templates/auth.js';
import { billingTemplates } from './templates/billing.js';
import { generalTemplates } from './templates/general.js';
import type { MailContent } from './templates/render.js';
import { supportTemplates } from './templates/support.js';

export {
  escapeHtml,
  type MailBlock,
  type MailContent,
  type RenderedMail,
  renderMail,
} from './templates/render.js';

/** Every e-mail the product sends, by name. */
export const mailTemplates = {
  ...generalTemplates,
  ...authTemplates,
  ...billingTemplates,
  ...accountTemplates,
  ...supportTemplates,
  ...applicationTemplates,
} satisfies Record<string, (data: never) => MailContent>;

export type MailTemplates = typeof mailTemplates;
export type MailTemplateName = keyof MailTemplates;
