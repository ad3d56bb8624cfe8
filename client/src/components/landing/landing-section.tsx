import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A landing section: the anchor `id`, a centred column, and the heading every section opens
 * with (its h2 gets `${id}-title`, which names the section). `className` gives the band its
 * padding and background; `width` the column's maximum width.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className = 'py-20 sm:py-28',
  width = 'max-w-7xl',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  width?: 'max-w-7xl' | 'max-w-3xl';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={`mx-auto ${width} px-4 sm:px-6 lg:px-8`}>
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
