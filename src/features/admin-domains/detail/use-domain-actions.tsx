import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ArrowRightLeft, Ban, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  adminDomainKeys,
  blockAdminDomain,
  deleteAdminDomain,
  unblockAdminDomain,
  updateAdminDomain,
  type AdminDomain,
} from '@/api/queries/admin-domains';
import { useAccess } from '@/auth/abilities/ability-context';
import type { RecordAction } from '@/components/record-page/record-header';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { ChangeDomainFields, type DomainChange } from './change-domain-fields';
import { TransferOwnerField, type NewOwner } from './transfer-owner-field';

type Asking = 'change' | 'block' | 'unblock' | 'transfer' | 'delete';

/**
 * What staff can do on a domain's page, offered to those allowed to (`admin.domains.update`,
 * `admin.domains.delete`): change its status or plan, block or unblock its events, move it to another
 * owner picked by email, delete it behind its typed name. Each asks why, for the audit trail.
 */
export function useDomainActions(domain: AdminDomain) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { allowsAny } = useAccess();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [change, setChange] = useState<DomainChange>({
    status: domain.status,
    plan: domain.plan?.slug ?? '',
  });
  const [owner, setOwner] = useState<NewOwner | null>(null);
  const { id, name } = domain;
  const mayUpdate = allowsAny(['admin.domains.update']);
  const mayDelete = allowsAny(['admin.domains.delete']);

  async function changed(message: string) {
    await queryClient.invalidateQueries({ queryKey: adminDomainKeys.all });
    notify.success(message);
  }
  const dialog = (which: Asking) => ({
    open: asking === which,
    onOpenChange: (open: boolean) => {
      setAsking(open ? which : null);
      if (open) {
        setChange({ status: domain.status, plan: domain.plan?.slug ?? '' });
        setOwner(null);
      }
    },
  });

  const actions: RecordAction[] = [];
  if (mayUpdate) {
    actions.push(
      domain.ingestion_block
        ? {
            id: 'unblock',
            label: <Trans>Unblock events</Trans>,
            icon: <CircleCheck aria-hidden />,
            onSelect: () => setAsking('unblock'),
          }
        : {
            id: 'block',
            label: <Trans>Block events</Trans>,
            icon: <Ban aria-hidden />,
            tone: 'destructive',
            onSelect: () => setAsking('block'),
          },
      {
        id: 'change',
        label: <Trans>Change status or plan</Trans>,
        icon: <Pencil aria-hidden />,
        onSelect: () => setAsking('change'),
      },
      {
        id: 'transfer',
        label: <Trans>Transfer to another owner</Trans>,
        icon: <ArrowRightLeft aria-hidden />,
        onSelect: () => setAsking('transfer'),
      },
    );
  }
  if (mayDelete) {
    actions.push({
      id: 'delete',
      label: <Trans>Delete</Trans>,
      icon: <Trash2 aria-hidden />,
      tone: 'destructive',
      onSelect: () => setAsking('delete'),
    });
  }

  const dialogs = (
    <>
      <ConfirmAction
        {...dialog('block')}
        reason
        title={t`Block the events of ${name}?`}
        description={
          <Trans>
            Its POST /events answers 403 with your reason, in the owner’s language, until the block is taken
            off.
          </Trans>
        }
        confirmLabel={<Trans>Block events</Trans>}
        failure={msg`The events could not be blocked.`}
        onConfirm={async ({ reason }) => {
          await blockAdminDomain(id, reason);
          await changed(t`Events of ${name} blocked`);
        }}
      />
      <ConfirmAction
        {...dialog('unblock')}
        reason
        tone="default"
        title={t`Unblock the events of ${name}?`}
        description={<Trans>It takes events again, as its status and plan allow.</Trans>}
        confirmLabel={<Trans>Unblock events</Trans>}
        failure={msg`The events could not be unblocked.`}
        onConfirm={async ({ reason }) => {
          await unblockAdminDomain(id, reason);
          await changed(t`Events of ${name} unblocked`);
        }}
      />
      <ConfirmAction
        {...dialog('change')}
        reason
        tone="default"
        title={t`Change ${name}?`}
        description={<Trans>A plan set here is granted without payment.</Trans>}
        confirmLabel={<Trans>Save</Trans>}
        failure={msg`The domain could not be saved.`}
        onConfirm={async ({ reason }) => {
          await updateAdminDomain(id, {
            ...(change.status !== domain.status && { status: change.status }),
            ...(change.plan !== (domain.plan?.slug ?? '') && { plan: change.plan || null }),
            reason,
          });
          await changed(t`${name} saved`);
        }}
      >
        <ChangeDomainFields value={change} onChange={setChange} />
      </ConfirmAction>
      <ConfirmAction
        {...dialog('transfer')}
        reason
        tone="default"
        title={t`Transfer ${name} to another owner?`}
        description={
          <Trans>Its subscription and its events go with it; invoices stay with whoever paid them.</Trans>
        }
        confirmLabel={<Trans>Transfer</Trans>}
        failure={msg`The domain could not be transferred.`}
        onConfirm={async ({ reason }) => {
          if (!owner) throw new Error(t`Find the new owner by their email first.`);
          await updateAdminDomain(id, { user_id: owner.id, reason });
          await changed(t`${name} transferred to ${owner.email}`);
        }}
      >
        <TransferOwnerField currentOwnerId={domain.user.id} value={owner} onChange={setOwner} />
      </ConfirmAction>
      <ConfirmAction
        {...dialog('delete')}
        reason
        typedName={name}
        title={t`Delete ${name}?`}
        description={
          <Trans>
            Its subscription ends at once without refund, its tracking subdomain and API key go, and its
            events are deleted. The owner is told. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Delete domain</Trans>}
        failure={msg`The domain could not be deleted.`}
        onConfirm={async ({ reason }) => {
          await deleteAdminDomain(id, reason);
          notify.success(t`${name} deleted`);
          await navigate({ to: '/admin/domains' });
          queryClient.removeQueries({ queryKey: adminDomainKeys.detail(id) });
          await queryClient.invalidateQueries({ queryKey: adminDomainKeys.lists() });
        }}
      />
    </>
  );

  return { actions, dialogs, mayUpdate };
}
