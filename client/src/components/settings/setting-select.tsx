import { ChevronDown } from 'lucide-react';
import { inputClass } from '../form/field-styles';
import { LabelledControl } from '../form/labelled-control';

/** A choice among a few fixed options (language, timezone): a native select, saved on change. */
export function SettingSelect<Id extends string>({
  label,
  hint,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  hint: string;
  value: Id;
  options: readonly { id: Id; label: string }[];
  onChange: (value: Id) => void;
  disabled?: boolean;
}) {
  return (
    <LabelledControl label={label} hint={hint}>
      {(wiring) => (
        <div className="relative">
          <select
            {...wiring}
            value={value}
            disabled={disabled}
            onChange={(event) => {
              const chosen = options.find((o) => o.id === event.target.value);
              if (chosen) onChange(chosen.id);
            }}
            className={inputClass('cursor-pointer appearance-none pr-10')}
          >
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
