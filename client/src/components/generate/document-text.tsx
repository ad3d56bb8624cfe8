import { documentBlocks } from '@app/shared/documents/structure';
import { clsx } from 'clsx';

/** A generated document's text with its light structure shown (name line, headings, bullets). */
export function DocumentText({ content, className }: { content: string; className?: string }) {
  return (
    <div
      className={clsx('grid gap-2.5 text-sm leading-relaxed text-slate-700 dark:text-slate-300', className)}
    >
      {documentBlocks(content).map((block, i) => {
        const key = `${i}-${block.kind}`;
        switch (block.kind) {
          case 'title':
            return (
              <p key={key} className="text-lg font-bold text-slate-900 dark:text-white">
                {block.text}
              </p>
            );
          case 'heading':
            return (
              <p
                key={key}
                className="mt-1 border-b border-slate-200 pb-1 text-xs font-bold tracking-wider text-emerald-800 uppercase dark:border-slate-700 dark:text-emerald-300"
              >
                {block.text}
              </p>
            );
          case 'bullets':
            return (
              <ul key={key} className="grid list-disc gap-1 pl-5 marker:text-emerald-600">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity; the order is the key
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={key} className="whitespace-pre-line">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
