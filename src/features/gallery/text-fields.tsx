import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** A label over its control; the control's hint, message and counters follow it in the grid. */
function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/**
 * Inputs and text areas with each limit. The limits speak once a field is left, so each field starts
 * with a value that breaks its rule: focus it and move on to see the message.
 */
export function TextFields() {
  const { t } = useLingui();
  return (
    <div className="grid w-full gap-6 md:grid-cols-2">
      <Field label={<Trans>Full name (required)</Trans>}>
        {(id) => <Input id={id} required hint={t`As it appears on your invoices.`} />}
      </Field>
      <Field label={<Trans>Company (3 to 40 characters)</Trans>}>
        {(id) => <Input id={id} minLength={3} maxLength={40} defaultValue="AB" />}
      </Field>
      <Field label={<Trans>Email (with an error from the server)</Trans>}>
        {(id) => (
          <Input
            id={id}
            type="email"
            defaultValue="anna.nowak@example.com"
            error={t`This email address is already registered.`}
          />
        )}
      </Field>
      <Field label={<Trans>Tracking subdomain (disabled)</Trans>}>
        {(id) => <Input id={id} disabled defaultValue="track.shop.example.com" />}
      </Field>
      <Field label={<Trans>Short bio (at most 12 words)</Trans>}>
        {(id) => (
          <Textarea
            id={id}
            maxWords={12}
            defaultValue={t`Marketing lead who measures every campaign from the first click to the last conversion and beyond.`}
          />
        )}
      </Field>
      <Field label={<Trans>Message to support (required, 20 to 200 characters)</Trans>}>
        {(id) => <Textarea id={id} required minLength={20} maxLength={200} defaultValue={t`Hello`} />}
      </Field>
    </div>
  );
}
