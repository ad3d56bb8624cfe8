import { Moon, Sun } from 'lucide-react';
import type { Theme } from '../lib/theme';
import { useTheme } from '../lib/use-theme';
import { buttonClass } from './button-styles';

/**
 * The header's light/dark switch. Signed in, `onChange` also saves the choice to the account's
 * settings (so every device follows); signed out, the choice stays on this device.
 */
export function ThemeToggle({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (theme: Theme) => void;
}) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      onClick={onChange ? () => onChange(theme === 'dark' ? 'light' : 'dark') : toggleTheme}
      aria-label={label}
      title={label}
      className={buttonClass({ variant: 'ghost', size: 'icon', className })}
    >
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
