import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/**
 * A password input with a button that shows or hides what was typed. Lay it out like an Input: its hint,
 * error and counter render under it.
 */
export function PasswordInput({ id, className, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="relative grid gap-2">
      <Input
        id={inputId}
        type={revealed ? 'text' : 'password'}
        // Room for the toggle; no spelling help or capitalisation in a field that may show a password.
        className={cn('pr-10', className)}
        spellCheck={false}
        autoCapitalize="none"
        {...props}
      />
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 text-muted-foreground"
        // One name whose pressed state says whether the password shows, as a toggle button should.
        aria-label={t`Show password`}
        aria-pressed={revealed}
        aria-controls={inputId}
        onClick={() => setRevealed((shown) => !shown)}
      >
        {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}
