import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PermissionName } from '../permission-name';
import { actionName } from '../permission-words';
import { affectedUsers, type RoleChange } from './role-grid-model';

interface SaveGrantsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: readonly RoleChange[];
  /** Saves every role changed; rejects (keeping the dialog open) when the server refuses one. */
  onSave: () => Promise<void>;
}

function PermissionList({ names, gained }: { names: readonly string[]; gained: boolean }) {
  const { i18n } = useLingui();
  if (names.length === 0) return null;
  return (
    <div className="grid gap-1">
      <span className={gained ? 'text-success' : 'text-destructive'}>
        {gained ? <Trans>Gains</Trans> : <Trans>Loses</Trans>}
      </span>
      <ul className="grid gap-0.5 ps-4">
        {names.map((name) => (
          <li key={name} className="list-disc">
            {actionName(i18n, name)} <PermissionName name={name} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Before the grid's changes are saved: each role changed with what it gains and loses and how many users
 * hold it, so the reach of the change is read before it applies (it does at once, on the server).
 */
export function SaveGrantsDialog({ open, onOpenChange, changes, onSave }: SaveGrantsDialogProps) {
  const { t } = useLingui();
  const users = affectedUsers(changes);
  const single = changes.length === 1 ? changes[0]?.role.name : undefined;
  return (
    <ConfirmAction
      open={open}
      onOpenChange={onOpenChange}
      tone="default"
      title={<Plural value={changes.length} one="Save changes to # role?" other="Save changes to # roles?" />}
      description={
        single === undefined ? (
          <Plural
            value={users}
            _0="Nobody holds these roles yet: the change reaches nobody today."
            one="Up to # user holds these roles: what they may do changes as soon as you save."
            other="Up to # users hold these roles: what they may do changes as soon as you save."
          />
        ) : (
          <Plural
            value={users}
            _0={`Nobody holds ${single} yet: the change reaches nobody today.`}
            one={`# user holds ${single}: what they may do changes as soon as you save.`}
            other={`# users hold ${single}: what they may do changes as soon as you save.`}
          />
        )
      }
      confirmLabel={<Trans>Save changes</Trans>}
      failure={msg`The changes could not be saved. Try again.`}
      onConfirm={onSave}
    >
      <ul className="grid max-h-72 gap-3 overflow-y-auto text-sm" aria-label={t`Changes to save`}>
        {changes.map(({ role, added, removed }) => (
          <li key={role.id} className="grid gap-1 rounded-md border p-3">
            <span className="font-semibold">
              {role.name}{' '}
              <span className="font-normal text-muted-foreground">
                <Plural value={role.users_count ?? 0} one="(# user)" other="(# users)" />
              </span>
            </span>
            <PermissionList names={added} gained />
            <PermissionList names={removed} gained={false} />
          </li>
        ))}
      </ul>
    </ConfirmAction>
  );
}
