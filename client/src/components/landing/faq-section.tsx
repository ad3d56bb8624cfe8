import { ChevronDown } from 'lucide-react';
import { FAQ_ITEMS } from './faq-items';
import { LandingSection } from './landing-section';

/**
 * Native disclosure widgets, not a scripted accordion: they work in the prerendered page before
 * any JavaScript has arrived, need none of it (a slow connection saves ~7 KB), and `name` makes
 * the group exclusive, so opening one question closes the one that was open.
 */
export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      className="border-t border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40"
      width="max-w-3xl"
    >
      <div className="mt-12 space-y-3">
        {FAQ_ITEMS.map((item) => (
          <details
            key={item.question}
            name="faq"
            className="faq-item group overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-600 dark:text-slate-400">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
