import type { ReportClaim, ReportSourceDto } from '@app/shared/report/dto';
import { CircleCheck, TextCursorInput, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { claimGroupsOf, claimKey } from '../../lib/report/analysis';
import { locateValue, type TextRange } from '../../lib/report/highlight';
import { claimKindLabel, pleaseCheckText, sourceWording } from '../../lib/report/wording';
import { MarkedText } from './marked-text';
import { PanelSection } from './panel-section';

/**
 * The invented-claim guard's "please check" list: figures, names and dates the document states
 * that the person's own resume or details do not, in groups with the most harmful first (an
 * invented employer or degree is what costs an interview). Nothing is removed: choosing one
 * selects it in the text so they can keep it, fix it or delete it themselves.
 */
export function ClaimsSection({
  claims,
  text,
  sourceKind,
  onSelect,
}: {
  claims: ReportClaim[];
  /** The editor's text now (the claims' offsets may be a few keystrokes old). */
  text: string;
  sourceKind: ReportSourceDto['sourceKind'];
  onSelect: (range: TextRange) => void;
}) {
  const [gone, setGone] = useState<string | null>(null);
  const source = sourceWording(sourceKind);

  const choose = (claim: ReportClaim) => {
    const range = locateValue(text, claim.value, claim);
    if (!range) return setGone(claim.value);
    setGone(null);
    onSelect(range);
  };

  return (
    <PanelSection title="Please check" summary={source ? pleaseCheckText(claims.length) : undefined}>
      {!source ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We do not have the resume or details this document was written from, so its facts cannot be checked
          against them.
        </p>
      ) : claims.length === 0 ? (
        <p className="flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          <CircleCheck
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          Every employer, title, degree, credential, figure and date is in {source.long}.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            These are not in {source.long}. Make sure each one is true; we never change your text for you.
            Choose one to select it in the text.
          </p>
          {claimGroupsOf(claims).map((group) => (
            <ClaimGroup key={group.group} label={group.label} count={group.claims.length}>
              {group.claims.map((claim, i) => (
                <li key={claimKey(claim, i)}>
                  <button
                    type="button"
                    onClick={() => choose(claim)}
                    className="group grid w-full gap-1 rounded-lg border border-amber-200 bg-amber-50/60 p-2.5 text-left text-sm transition-colors hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-amber-900 dark:bg-amber-950/40 dark:hover:bg-amber-950"
                  >
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <TriangleAlert
                        className="size-4 shrink-0 text-amber-700 dark:text-amber-300"
                        aria-hidden="true"
                      />
                      <span className="text-xs font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">
                        {claimKindLabel(claim.kind)}
                      </span>
                      <span className="font-semibold break-words text-slate-900 dark:text-white">
                        {claim.value}
                      </span>
                      <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-emerald-800 group-hover:underline dark:text-emerald-300">
                        <TextCursorInput className="size-3.5" aria-hidden="true" />
                        Select in text
                      </span>
                    </span>
                    <span className="break-words text-slate-700 dark:text-slate-300">
                      <MarkedText text={claim.sentence} terms={[claim.value]} />
                    </span>
                  </button>
                </li>
              ))}
            </ClaimGroup>
          ))}
          {gone ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              “{gone}” is no longer in the text.
            </p>
          ) : null}
        </>
      )}
    </PanelSection>
  );
}

/** One group of the list under its heading ("Employers and roles (2)"), a list named by it. */
function ClaimGroup({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <h4
        id={id}
        className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300"
      >
        {label} <span className="font-normal text-slate-600 dark:text-slate-400">({count})</span>
      </h4>
      <ul aria-labelledby={id} className="grid gap-2">
        {children}
      </ul>
    </div>
  );
}
