import { analyzeDocument } from '@app/shared/report/analyze';
import type { ReportAnalysis, ReportSourceDto } from '@app/shared/report/dto';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reportInputOf } from '../../lib/report/analysis';
import { useDebouncedValue } from '../../lib/report/debounce';
import { sourceWording } from '../../lib/report/wording';
import { useTRPC } from '../../lib/trpc';
import { useSessionGone } from '../documents/use-session-gone';

export interface ReportState {
  /** What the server gave for this document (job description, the person's own text). */
  source: ReportSourceDto | undefined;
  sourceLoading: boolean;
  sourceError: unknown;
  retry: () => void;
  /** The analysis of the text as it was at the last pause in typing; null until it can be run. */
  analysis: ReportAnalysis | null;
  /** Set when the analysis itself threw: the panel says so instead of taking the page down. */
  analysisFailed: boolean;
  /** True while the person is typing and the figures are about to change. */
  updating: boolean;
  /** "your resume" / "your details", for before → after; null without a source. */
  sourceLabel: string | null;
}

function analyse(source: ReportSourceDto, text: string): ReportAnalysis | Error {
  try {
    return analyzeDocument(reportInputOf(source, text));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The ATS match report computed in the browser (issue 16): the job description and the person's
 * source text come once from `documents.reportSource`, then every settled version of `text` is
 * analysed here, so the figures follow the typing without a request per keystroke.
 */
export function useReportAnalysis(documentId: string, text: string, debounceMs = 0): ReportState {
  const trpc = useTRPC();
  const query = useQuery(trpc.documents.reportSource.queryOptions({ id: documentId }));
  useSessionGone(query.error);
  const settled = useDebouncedValue(text, debounceMs);
  const result = useMemo(() => (query.data ? analyse(query.data, settled) : null), [query.data, settled]);
  return {
    source: query.data,
    sourceLoading: query.isPending,
    sourceError: query.error,
    retry: () => void query.refetch(),
    analysis: result instanceof Error ? null : result,
    analysisFailed: result instanceof Error,
    updating: settled !== text,
    sourceLabel: query.data ? (sourceWording(query.data.sourceKind)?.short ?? null) : null,
  };
}
