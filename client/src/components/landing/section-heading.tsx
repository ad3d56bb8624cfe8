import type { ReactNode } from 'react';

/** The eyebrow, h2 and intro every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{children}</p> : null}
    </div>
  );
}
