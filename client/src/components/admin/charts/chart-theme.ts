import { useTheme } from '../../../lib/use-theme';

/** Chart colours that read in both themes (the words and the figures tables carry the meaning). */
export function useChartTheme() {
  const { theme } = useTheme();
  const dark = theme === 'dark';
  return {
    axis: dark ? '#94a3b8' : '#64748b',
    grid: dark ? '#1e293b' : '#e2e8f0',
    tooltip: {
      contentStyle: {
        background: dark ? '#0f172a' : '#ffffff',
        border: `1px solid ${dark ? '#334155' : '#e2e8f0'}`,
        borderRadius: 8,
        color: dark ? '#f1f5f9' : '#0f172a',
        fontSize: 12,
      },
      labelStyle: { color: dark ? '#f1f5f9' : '#0f172a', fontWeight: 600 },
      itemStyle: { color: dark ? '#e2e8f0' : '#334155' },
      cursor: { fill: dark ? '#1e293b' : '#f1f5f9' },
    },
    series: {
      emerald: dark ? '#34d399' : '#059669',
      sky: dark ? '#38bdf8' : '#0284c7',
      amber: dark ? '#fbbf24' : '#d97706',
      violet: dark ? '#a78bfa' : '#7c3aed',
      red: dark ? '#f87171' : '#dc2626',
      slate: dark ? '#64748b' : '#94a3b8',
    },
  };
}

export type ChartTheme = ReturnType<typeof useChartTheme>;
