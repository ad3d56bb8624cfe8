/** Without keywords there is nothing to score: say why rather than show a 0. */
export function NoKeywords({ hasJobDescription }: { hasJobDescription: boolean }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {hasJobDescription
        ? 'No score: the job description has no skills, tools or terms we could pick out to match.'
        : 'No score: this document was not written from a job description we kept, so there is nothing to match it against.'}
    </p>
  );
}
