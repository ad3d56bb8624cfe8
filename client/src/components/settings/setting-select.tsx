import { LabelledControl } from '../form/labelled-control';
import { SelectControl } from '../form/select-control';

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
        <SelectControl
          {...wiring}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((o) => o.id === event.target.value);
            if (chosen) onChange(chosen.id);
          }}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectControl>
      )}
    </LabelledControl>
  );
}
