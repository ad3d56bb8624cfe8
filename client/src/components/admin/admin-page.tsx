import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  Activity,
  BarChart3,
  Bot,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  ScrollText,
  Users,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { ADMIN_TABS, type AdminTabKey, isAdminTab, tabFromHash } from '../../lib/admin/tabs';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AuditTab } from './audit/audit-tab';
import { LlmManagementTab } from './llm/llm-management-tab';
import { MonitoringTab } from './monitoring/monitoring-tab';
import { PromptsTab } from './prompts/prompts-tab';
import { SupportTab } from './support/support-tab';
import { UsersTab } from './users/users-tab';

const TAB_VIEWS: Record<AdminTabKey, { icon: LucideIcon; render: (anchor: string | null) => ReactNode }> = {
  'llm-management': { icon: Bot, render: (anchor) => <LlmManagementTab anchor={anchor} /> },
  prompts: { icon: MessageSquareText, render: () => <PromptsTab /> },
  users: { icon: Users, render: () => <UsersTab /> },
  analytics: { icon: BarChart3, render: () => <AnalyticsTab /> },
  'ai-monitoring': { icon: Activity, render: () => <MonitoringTab /> },
  support: { icon: LifeBuoy, render: () => <SupportTab /> },
  audit: { icon: ScrollText, render: () => <AuditTab /> },
};

/**
 * Spec 02 §2 Admin Dashboard: five tabs, Support from issue 15 and Audit log from issue 29 (LLM
 * management first and by default). The tab is the address's hash, so /admin#users opens Users and
 * /admin#llm-providers the provider cards; the Audit log's filters are its search. Only the open
 * tab is mounted, so a tab's queries (and polling) run only while it is shown.
 */
export function AdminPage() {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const { tab, anchor } = tabFromHash(hash);
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the open tab (/admin#audit, the last) is brought into it.
  useEffect(() => {
    const active = tabList.current?.querySelector<HTMLElement>(`[data-admin-tab="${tab}"]`);
    const row = tabList.current?.parentElement;
    if (!active || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  const select = (value: string) => {
    if (!isAdminTab(value) || value === tab) return;
    void navigate({
      to: '/admin',
      hash: value,
      replace: true,
      resetScroll: false,
      hashScrollIntoView: false,
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Admin Dashboard
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Choose the AI provider, tune the prompts, manage users and watch how JobPadi is doing.
        </p>
      </div>
      <Tabs.Root value={tab} onValueChange={select} className="grid min-w-0 grid-cols-1 gap-6">
        {/* On a phone the tab row scrolls sideways instead of squeezing the labels. */}
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <Tabs.List
            ref={tabList}
            aria-label="Admin sections"
            className="inline-flex min-w-full gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:min-w-0 dark:border-slate-800 dark:bg-slate-900"
          >
            {ADMIN_TABS.map(({ key, label }) => {
              const Icon = TAB_VIEWS[key].icon;
              return (
                <Tabs.Trigger
                  key={key}
                  value={key}
                  data-admin-tab={key}
                  className="inline-flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=active]:bg-emerald-700 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=active]:bg-emerald-500 dark:data-[state=active]:text-slate-950"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        {ADMIN_TABS.map(({ key }) => (
          <Tabs.Content key={key} value={key} className="min-w-0 rounded-xl">
            {key === tab ? TAB_VIEWS[key].render(anchor) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
