import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** 'icon' is a square for icon-only buttons. */
export type ButtonSize = 'icon' | 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400',
  secondary:
    'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
};

const SIZES: Record<ButtonSize, string> = {
  icon: 'size-9',
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/**
 * Button look for both <button> and link elements, so calls to action match wherever they lead.
 * `className` should only add properties the variant and size do not set: Tailwind does not let
 * a later class override an earlier one of the same property.
 */
export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 disabled:shadow-none',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
