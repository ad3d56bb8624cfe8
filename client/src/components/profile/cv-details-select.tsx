import { ChevronDown } from 'lucide-react';
import { inputClass } from '../form/field-styles';
import { LabelledControl } from '../form/labelled-control';

/** A native select with a "Not given" first option, tied to its reason and error. */
export function CvDetailsSelect({
  label,
  hint,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  options: readonly { id: string; label: string }[];
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(wiring) => (
        <div className="relative">
          <select
            {...wiring}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass('cursor-pointer appearance-none pr-10')}
          >
            <option value="">Not given</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
        </div>
      )}
    </LabelledControl>
  );
}
