import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { setTheme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

const OPTIONS = [
  { value: 'light', label: msg`Light`, Icon: Sun },
  { value: 'dark', label: msg`Dark`, Icon: Moon },
  { value: 'system', label: msg`System`, Icon: Monitor },
] as const;

/**
 * Light, dark or the system's setting; remembered across visits. Native radio buttons: arrow keys move
 * between the three and apply each at once, with no script of our own for the keyboard. The choice is the
 * shared theme's (useTheme), so a theme chosen elsewhere (the command palette) shows here at once.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const name = useId();
  const theme = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label={t`Theme`}
      className={cn('inline-flex rounded-md border border-border bg-background p-0.5', className)}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          title={i18n._(label)}
          className="relative inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={theme === value}
            aria-label={i18n._(label)}
            onChange={() => setTheme(value)}
            // Transparent over the whole option: the option is what the pointer hits and clicks.
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          <Icon aria-hidden className="size-4" />
        </label>
      ))}
    </div>
  );
}
