import { LabelledControl } from '../form/labelled-control';
import { SelectControl } from '../form/select-control';

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
        <SelectControl {...wiring} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Not given</option>
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
