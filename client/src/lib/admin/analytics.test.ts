import type { MonthlyRevenueDto } from '@app/shared/analytics/dto';
import { describe, expect, it } from 'vitest';
import {
  activityPreview,
  distributionRows,
  formatDay,
  formatHour,
  formatMoney,
  formatMonth,
  formatNairaShort,
  formatRate,
  isEmptySeries,
  revenueRows,
  summaryCards,
  timeAgo,
} from './analytics';

describe('analytics figures', () => {
  it('shows the four cards, revenue in naira as the server sends it', () => {
    const cards = summaryCards({
      totalUsers: 12_345,
      activeSubscribers: 40,
      documentsGenerated: 0,
      monthlyRevenue: 2_500_000,
    });
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ['Total Users', '12,345'],
      ['Active Subscribers', '40'],
      ['Documents Generated', '0'],
      ['Monthly Revenue', '₦2,500,000'],
    ]);
  });

  it('says there is not enough data instead of inventing a rate or an amount', () => {
    expect(formatRate(null)).toBe('Not enough data yet');
    expect(formatRate(23.4)).toBe('23.4%');
    expect(formatMoney(null)).toBe('Not enough data yet');
    expect(formatMoney(10_000.5)).toBe('₦10,000.50');
    expect(formatMoney(10_000)).toBe('₦10,000');
    expect(formatMoney(0.1 + 0.2)).toBe('₦0.30');
  });

  it('shares accounts between the plans, and has no rows without accounts', () => {
    expect(
      distributionRows([
        { plan: 'free_trial', count: 6 },
        { plan: 'jjc', count: 3 },
        { plan: 'agba', count: 1 },
        { plan: 'idan', count: 0 },
      ]),
    ).toEqual([
      { plan: 'free_trial', label: 'Free Trial', count: 6, percent: 60 },
      { plan: 'jjc', label: 'Basic', count: 3, percent: 30 },
      { plan: 'agba', label: 'Pro', count: 1, percent: 10 },
      { plan: 'idan', label: 'Elite', count: 0, percent: 0 },
    ]);
    expect(distributionRows([{ plan: 'jjc', count: 0 }])).toEqual([]);
  });

  it('knows a series of zeros is no data', () => {
    expect(isEmptySeries([{ a: 0, b: 0 }], ['a', 'b'])).toBe(true);
    expect(isEmptySeries([], ['a'] as never[])).toBe(true);
    expect(isEmptySeries([{ a: 0, b: 2 }], ['a', 'b'])).toBe(false);
  });

  it('writes Lagos days, months and hours as they are', () => {
    expect(formatDay('2025-11-03')).toBe('3 Nov');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatHour(9)).toBe('09:00');
  });

  it('turns monthly revenue into naira per plan for the chart', () => {
    const months: MonthlyRevenueDto[] = [
      {
        month: '2025-11',
        revenue: 30_000,
        transactions: 2,
        breakdown: [
          { planId: 'jjc', revenue: 10_000, transactions: 1 },
          { planId: 'agba', revenue: 20_000, transactions: 1 },
          { planId: 'idan', revenue: 0, transactions: 0 },
        ],
      },
    ];
    expect(revenueRows(months)).toEqual([
      {
        month: '2025-11',
        label: 'Nov 2025',
        revenue: 30_000,
        transactions: 2,
        jjc: 10_000,
        agba: 20_000,
        idan: 0,
      },
    ]);
    expect(formatNairaShort(1_250_000)).toBe('₦1.3M');
    expect(formatNairaShort(20_000)).toBe('₦20k');
    expect(formatNairaShort(900)).toBe('₦900');
  });

  it('previews the first 6 activities', () => {
    const items = Array.from({ length: 9 }, (_, i) => ({
      id: `user:${i}`,
      type: 'user' as const,
      message: `m${i}`,
      timestamp: '2025-11-23T10:00:00.000Z',
    }));
    expect(activityPreview(items).map((a) => a.id)).toEqual(items.slice(0, 6).map((a) => a.id));
  });

  it('says how long ago something happened', () => {
    const now = new Date('2025-11-23T12:00:00.000Z');
    expect(timeAgo('2025-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2025-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-11-23T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(timeAgo('2025-11-22T11:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2025-11-19T12:00:00.000Z', now)).toBe('4 days ago');
  });
});
