import { adminRouter } from '../modules/admin/admin.router.js';
import { analyticsRouter } from '../modules/analytics/analytics.router.js';
import { applicationsRouter } from '../modules/applications/applications.router.js';
import { authRouter } from '../modules/auth/auth.router.js';
import { billingRouter } from '../modules/billing/billing.router.js';
import { documentsRouter } from '../modules/documents/documents.router.js';
import { generationRouter } from '../modules/generation/generation.router.js';
import { jobCheckRouter } from '../modules/job-check/job-check.router.js';
import { jobImportRouter } from '../modules/job-import/job-import.router.js';
import { notificationsRouter } from '../modules/mail/mail.router.js';
import { supportRouter } from '../modules/support/support.router.js';
import { accountRouter, profileRouter, settingsRouter } from '../modules/users/users.router.js';
import { router } from './init.js';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  analytics: analyticsRouter,
  applications: applicationsRouter,
  auth: authRouter,
  billing: billingRouter,
  documents: documentsRouter,
  generation: generationRouter,
  jobCheck: jobCheckRouter,
  jobImport: jobImportRouter,
  notifications: notificationsRouter,
  profile: profileRouter,
  settings: settingsRouter,
  support: supportRouter,
});

/** The client imports this type only; no server code reaches the browser. */
export type AppRouter = typeof appRouter;
