/**
 * The admin console's tabs (spec 02 §2 /admin). The key of each is the address's hash, so a tab can
 * be linked to (/admin#users) and Back/Forward moves between the tabs already visited. A later
 * Support tab is one more entry here.
 */
export const ADMIN_TABS = [
  { key: 'llm-management', label: 'LLM Management' },
  { key: 'prompts', label: 'Prompts' },
  { key: 'users', label: 'Users' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'ai-monitoring', label: 'AI Monitoring' },
  { key: 'support', label: 'Support' },
  { key: 'audit', label: 'Audit log' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

export const DEFAULT_ADMIN_TAB: AdminTabKey = 'llm-management';

/** The provider area of the LLM Management tab (spec 02 §2: /admin#llm-providers links to it). */
export const PROVIDERS_ANCHOR = 'llm-providers';

/** Anchors inside a tab: the hash opens the tab and then scrolls to the section. */
const ANCHORS: Record<string, AdminTabKey> = { [PROVIDERS_ANCHOR]: 'llm-management' };

export function isAdminTab(value: string): value is AdminTabKey {
  return ADMIN_TABS.some((tab) => tab.key === value);
}

/**
 * Which tab an address's hash opens, and the section to scroll to. '#users' opens Users;
 * '#llm-providers' opens LLM Management at its providers; anything else the default tab.
 */
export function tabFromHash(hash: string): { tab: AdminTabKey; anchor: string | null } {
  const value = safeDecode(hash.replace(/^#/, '')).trim().toLowerCase();
  if (isAdminTab(value)) return { tab: value, anchor: null };
  const anchored = ANCHORS[value];
  if (anchored) return { tab: anchored, anchor: value };
  return { tab: DEFAULT_ADMIN_TAB, anchor: null };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
