import { markTerms } from '../../lib/report/highlight';

/** A sentence with the given terms marked (a keyword in the job description, a claim's value). */
export function MarkedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {markTerms(text, terms).map((part, i) =>
        part.marked ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one sentence, in order
            key={i}
            className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-50"
          >
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one sentence, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
