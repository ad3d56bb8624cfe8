import { provideForVitest } from '../../server/test/setup/test-services.js';

/**
 * The chaos scenarios start their own product (and, where a service is restarted, their own
 * Redis or PostgreSQL); from the run they only take the admin database URL, Redis and Chromium
 * (TEST_* from `npm test`, else the local services, else our own).
 */
export default async function setup(): Promise<() => Promise<void>> {
  return provideForVitest();
}
