import { Link } from '@tanstack/react-router';
import type { LegalSection } from '../../content/legal-section';

const TEXT = 'leading-relaxed text-slate-700 dark:text-slate-300';
const LINK =
  'font-medium text-emerald-700 underline underline-offset-4 hover:text-emerald-800 dark:text-emerald-400';

export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
        {number}. {section.title}
      </h2>
      <div className="mt-4 space-y-4">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className={TEXT}>
            {paragraph}
          </p>
        ))}
        {section.bullets ? (
          <ul className={`list-disc space-y-2 pl-6 marker:text-emerald-600 ${TEXT}`}>
            {section.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
        {section.closing ? <p className={TEXT}>{section.closing}</p> : null}
        {section.email ? (
          <p className={TEXT}>
            <a href={`mailto:${section.email}`} className={LINK}>
              {section.email}
            </a>
          </p>
        ) : null}
        {section.link ? (
          <p className={TEXT}>
            <Link to={section.link.to} className={LINK}>
              {section.link.label}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
