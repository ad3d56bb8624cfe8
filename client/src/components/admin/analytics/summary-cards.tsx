import type { AnalyticsSummaryDto } from '@app/shared/analytics/dto';
import { Banknote, ChevronRight, FileText, type LucideIcon, UserCheck, Users } from 'lucide-react';
import { type AnalyticsModal, summaryCards } from '../../../lib/admin/analytics';

const ICONS: Partial<Record<AnalyticsModal, LucideIcon>> = {
  users: Users,
  subscribers: UserCheck,
  documents: FileText,
  revenue: Banknote,
};

/** The four clickable cards of spec 02 §2 Analytics; each opens its detail modal. */
export function SummaryCards({
  summary,
  onOpen,
}: {
  summary: AnalyticsSummaryDto;
  onOpen: (modal: AnalyticsModal) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {summaryCards(summary).map((card) => {
        const Icon = ICONS[card.modal] ?? Users;
        return (
          <li key={card.modal}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(card.modal)}
              data-testid={`analytics-card-${card.modal}`}
              className="group w-full rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-emerald-400 hover:bg-emerald-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-700 dark:hover:bg-emerald-950/30"
            >
              <span className="flex items-center justify-between gap-3">
                <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</span>
                <span className="rounded-lg bg-emerald-50 p-2 dark:bg-emerald-950">
                  <Icon className="size-4 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
                </span>
              </span>
              <span className="mt-3 block text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {card.value}
              </span>
              <span className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-500 dark:text-slate-400">
                {card.detail}
                <ChevronRight
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
