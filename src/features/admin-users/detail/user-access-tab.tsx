import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminUser } from '@/api/queries/admin-users';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SkeletonText } from '@/components/ui/skeleton';
import { useAssignableRoles } from '../use-assignable-roles';
import { permissionSources } from './permission-sources';
import { RecordSection } from '@/components/record-page/record-section';

/**
 * "Why can this user do X": every permission the user holds with the roles of theirs that grant it,
 * narrowed by what is typed ("users.delete"). The roles' grants are read when the tab opens.
 */
export function UserAccessTab({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const id = useId();
  const [wanted, setWanted] = useState('');
  const roles = useAssignableRoles();
  const sources = permissionSources(user, roles.roles);
  const needle = wanted.trim().toLowerCase();
  const shown = sources.filter((source) => source.permission.toLowerCase().includes(needle));

  return (
    <RecordSection
      title={<Trans>Permissions</Trans>}
      description={
        <Trans>What this user may do in the admin panel, and the role that grants each permission.</Trans>
      }
    >
      <div className="grid gap-4">
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor={id}>
            <Trans>Can this user…</Trans>
          </Label>
          <Input
            id={id}
            type="search"
            value={wanted}
            placeholder={t`e.g. users.delete`}
            onChange={(event) => setWanted(event.currentTarget.value)}
          />
        </div>
        {roles.isPending ? (
          <SkeletonText lines={3} />
        ) : sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No permissions: this user cannot open the admin panel.</Trans>
          </p>
        ) : shown.length === 0 ? (
          <p role="status" className="text-sm">
            <Trans>No: none of this user’s roles grants a permission matching “{wanted}”.</Trans>
          </p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">
              <Trans>Permissions and the roles granting them</Trans>
            </caption>
            <thead className="border-b text-start text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  <Trans>Permission</Trans>
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <Trans>Granted by</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((source) => (
                <tr key={source.permission} className="border-b last:border-b-0">
                  <td className="py-2 pe-3 font-mono break-all">{source.permission}</td>
                  <td className="py-2">
                    {source.roles.length > 0 ? (
                      <span className="flex flex-wrap gap-1">
                        {source.roles.map((role) => (
                          <Badge key={role} variant="outline">
                            {role}
                          </Badge>
                        ))}
                      </span>
                    ) : (
                      <span className="text-muted-foreground">
                        {roles.allowed ? <Trans>Held directly</Trans> : <Trans>Not shown to you</Trans>}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </RecordSection>
  );
}
