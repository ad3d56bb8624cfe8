import type { Migration } from 'kysely';
import * as m0001 from './migrations/2026_11_22_0001_documents.js';
import * as m0002 from './migrations/2026_11_22_0002_email_outbox.js';
import * as m0003 from './migrations/2026_11_22_0003_users_and_sessions.js';
import * as m0004 from './migrations/2026_11_22_0004_generation.js';
import * as m0005 from './migrations/2026_11_23_0005_auth_change_notify.js';
import * as m0006 from './migrations/2026_11_23_0006_document_rendering.js';
import * as m0007 from './migrations/2026_11_23_0007_payments.js';
import * as m0008 from './migrations/2026_11_23_0008_admin_audit.js';
import * as m0009 from './migrations/2026_11_23_0009_analytics_indexes.js';
import * as m0010 from './migrations/2026_11_23_0010_profile.js';
import * as m0011 from './migrations/2026_11_23_0011_support.js';
import * as m0012 from './migrations/2026_11_25_0012_match_report.js';
import * as m0013 from './migrations/2026_11_25_0013_outbox_pending.js';
import * as m0014 from './migrations/2026_11_26_0014_users_fillfactor.js';
import * as m0015 from './migrations/2026_11_26_0015_settings_notify.js';
import * as m0016 from './migrations/2026_11_27_0016_letter_scores.js';
import * as m0017 from './migrations/2026_11_27_0017_settings_timezone_lagos.js';
import * as m0018 from './migrations/2026_11_27_0018_documents_generated.js';
import * as m0019 from './migrations/2026_11_28_0019_subscription_source.js';
import * as m0020 from './migrations/2026_11_28_0020_audit_log_filters.js';
import * as m0021 from './migrations/2026_11_28_0021_applications.js';
import * as m0022 from './migrations/2026_11_28_0022_cv_details.js';
import * as m0023 from './migrations/2026_11_28_0023_applications_changed.js';
import * as m0024 from './migrations/2026_11_28_0024_generation_cv_details.js';
import * as m0025 from './migrations/2026_11_28_0025_document_versions.js';
import * as m0026 from './migrations/2026_11_28_0026_selection_help.js';

/**
 * Every migration, in order. Listed explicitly (not read from disk) so the same set runs from
 * compiled output, from source under vitest, and inside a bundle.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_documents': m0001,
  '2026_11_22_0002_email_outbox': m0002,
  '2026_11_22_0003_users_and_sessions': m0003,
  '2026_11_22_0004_generation': m0004,
  '2026_11_23_0005_auth_change_notify': m0005,
  '2026_11_23_0006_document_rendering': m0006,
  '2026_11_23_0007_payments': m0007,
  '2026_11_23_0008_admin_audit': m0008,
  '2026_11_23_0009_analytics_indexes': m0009,
  '2026_11_23_0010_profile': m0010,
  '2026_11_23_0011_support': m0011,
  '2026_11_25_0012_match_report': m0012,
  '2026_11_25_0013_outbox_pending': m0013,
  '2026_11_26_0014_users_fillfactor': m0014,
  '2026_11_26_0015_settings_notify': m0015,
  '2026_11_27_0016_letter_scores': m0016,
  '2026_11_27_0017_settings_timezone_lagos': m0017,
  '2026_11_27_0018_documents_generated': m0018,
  '2026_11_28_0019_subscription_source': m0019,
  '2026_11_28_0020_audit_log_filters': m0020,
  '2026_11_28_0021_applications': m0021,
  '2026_11_28_0022_cv_details': m0022,
  '2026_11_28_0023_applications_changed': m0023,
  '2026_11_28_0024_generation_cv_details': m0024,
  '2026_11_28_0025_document_versions': m0025,
  '2026_11_28_0026_selection_help': m0026,
};
