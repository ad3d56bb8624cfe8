import type { UserDto } from '@app/shared/auth/user';
import { BadgeCheck, Crown, FileText, type LucideIcon, ScrollText } from 'lucide-react';
import { dashboardStats, type StatCard } from './dashboard-stats';

const ICONS: Record<StatCard['key'], LucideIcon> = {
  coverLetters: FileText,
  resumes: ScrollText,
  plan: Crown,
  status: BadgeCheck,
};

export function StatCards({ user }: { user: UserDto }) {
  return (
    <section aria-label="Your account at a glance">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {dashboardStats(user).map((card) => {
          const Icon = ICONS[card.key];
          return (
            <li
              key={card.key}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</h2>
                <span className="rounded-lg bg-emerald-50 p-2 dark:bg-emerald-950">
                  <Icon className="size-4 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
                </span>
              </div>
              <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {card.value === '∞' ? (
                  <>
                    <span aria-hidden="true">∞</span>
                    <span className="sr-only">Unlimited</span>
                  </>
                ) : (
                  card.value
                )}
              </p>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{card.detail}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
