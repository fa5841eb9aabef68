import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { setTheme, storedTheme, type Theme } from '@/lib/theme';

const OPTIONS = [
  { value: 'light', label: msg`Light`, Icon: Sun },
  { value: 'dark', label: msg`Dark`, Icon: Moon },
  { value: 'system', label: msg`System`, Icon: Monitor },
] as const;

/** Light, dark or the system's setting; remembered across visits. Arrow keys move between the three. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const [theme, setChosen] = useState<Theme>(storedTheme);
  return (
    <ToggleGroup.Root
      type="single"
      value={theme}
      aria-label={t`Theme`}
      onValueChange={(value) => {
        // Radix reports '' when the pressed item is pressed again; a theme is always chosen.
        const next = OPTIONS.find((option) => option.value === value)?.value;
        if (!next) return;
        setChosen(next);
        setTheme(next);
      }}
      className={cn('inline-flex rounded-md border border-border bg-background p-0.5', className)}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          aria-label={i18n._(label)}
          title={i18n._(label)}
          className="inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-accent data-[state=on]:text-accent-foreground"
        >
          <Icon aria-hidden className="size-4" />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
