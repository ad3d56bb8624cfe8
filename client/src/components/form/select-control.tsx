import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClass } from './field-styles';

/** A native select in the fields' look, with its chevron: the one drop-down every form uses. */
export function SelectControl({ children, ...select }: Omit<ComponentProps<'select'>, 'className'>) {
  return (
    <div className="relative">
      <select {...select} className={inputClass('cursor-pointer appearance-none pr-10')}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}
