import { Trans } from '@lingui/react/macro';

/** Stands where a person's name was, once staff deleted their account (their tickets and messages stay). */
export function DeletedAccount() {
  return (
    <span className="text-muted-foreground italic">
      <Trans>Deleted account</Trans>
    </span>
  );
}
