import { useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadText } from '@/lib/download-text';
import { notify } from '@/lib/notify';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recovery-codes-text';

interface TwoFactorRecoveryCodesProps {
  codes: readonly string[];
  /** Whose codes they are, written into the downloaded file. */
  email: string;
  /** The user has saved them; they are not shown again. */
  onDone: () => void;
}

/** The recovery codes, shown this once: listed, copyable and downloadable as a .txt file. */
export function TwoFactorRecoveryCodes({ codes, email, onDone }: TwoFactorRecoveryCodesProps) {
  const { t } = useLingui();
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t`Recovery codes copied`);
    } catch {
      notify.error(t`Could not copy. Select the codes and copy them yourself.`);
    }
  }

  function download() {
    const heading = [
      t`Tracklane recovery codes for ${email}`,
      t`Each code works once, instead of a code from your authenticator app.`,
    ];
    downloadText(RECOVERY_CODES_FILE_NAME, recoveryCodesText(heading, codes));
  }

  return (
    <Card data-slot="two-factor-recovery-codes">
      <CardHeader>
        <CardTitle>
          <h2>{t`Your recovery codes`}</h2>
        </CardTitle>
        <CardDescription>
          {t`If you lose your phone, each of these codes lets you sign in once instead of a code from the app.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert
          variant="warning"
          autoClose={false}
          description={t`Save them now, somewhere safe: they are not shown again.`}
        />
        <ul
          aria-label={t`Recovery codes`}
          className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code} className="select-all">
              {code}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t`Copy codes`}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden />
          {t`Download as .txt`}
        </Button>
        <Button className="sm:ml-auto" onClick={onDone}>
          {t`I have saved my codes`}
        </Button>
      </CardFooter>
    </Card>
  );
}
