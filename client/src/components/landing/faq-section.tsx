import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { FAQ_ITEMS } from './faq-items';
import { LandingSection } from './landing-section';

export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      className="border-t border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40"
      width="max-w-3xl"
    >
      <Accordion.Root type="single" collapsible className="mt-12 space-y-3">
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item
            key={item.question}
            value={`faq-${index}`}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="accordion-content overflow-hidden text-slate-600 dark:text-slate-400">
              <p className="px-5 pb-5">{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LandingSection>
  );
}
