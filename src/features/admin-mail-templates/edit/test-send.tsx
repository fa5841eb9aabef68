import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import {
  sendTestMail,
  type MailTemplateTestRequest,
  type MailTestResult,
} from '@/api/queries/admin-mail-templates';
import { formFailure } from '@/components/form/form-failure';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDateFormat } from '@/i18n/use-date-format';

/**
 * Sends what the form holds (saved or not) as a `[TEST]` mail through the site's mail server: to the
 * reader's own address by default, or any other. Without a mail server of its own the server keeps the
 * mail in its dev mailbox, which the answer links to.
 */
export function TestSend({
  content,
  defaultRecipient,
}: {
  content: Omit<MailTemplateTestRequest, 'recipient'>;
  defaultRecipient: string;
}) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const id = useId();
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<MailTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      setSent(await sendTestMail({ ...content, recipient: recipient.trim() }));
    } catch (failure) {
      const refused = formFailure(
        failure,
        ['recipient'],
        msg`The test mail could not be sent. Try again.`,
        i18n,
      );
      setError(refused.fields.recipient ?? refused.message);
    } finally {
      setBusy(false);
    }
  }

  const address = sent?.recipient ?? '';
  const time = sent ? format.moment(sent.sent_at) : '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="grid gap-3"
      aria-label={i18n._(msg`Test send`)}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>
          <Trans>Send a test to</Trans>
        </Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            type="email"
            required
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit" variant="outline" disabled={busy}>
            <Send aria-hidden />
            <Trans>Send test</Trans>
          </Button>
        </div>
      </div>
      {error ? (
        <Alert variant="destructive" autoClose={false}>
          {error}
        </Alert>
      ) : null}
      {sent ? (
        <Alert variant="success" autoClose={false}>
          <span>
            <Trans>
              Sent to {address} at {time}.
            </Trans>{' '}
            {sent.mailbox_url ? (
              <a
                href={sent.mailbox_url}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                <Trans>Open the dev mailbox</Trans>
              </a>
            ) : null}
          </span>
        </Alert>
      ) : null}
    </form>
  );
}
