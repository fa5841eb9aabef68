import { useLingui } from '@lingui/react/macro';
import { TICKET_PRIORITIES, type Ticket, type TicketPriority } from '@/api/queries/support';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FieldMessage } from '@/components/ui/field-message';
import { notify } from '@/lib/notify';
import { TicketPriorityBadge } from '../ticket-badges';
import { useTicketUpdate } from './use-ticket-update';

function isPriority(value: string): value is TicketPriority {
  return (TICKET_PRIORITIES as readonly string[]).includes(value);
}

/**
 * The ticket's priority, which its owner may change while it is not closed (PUT with `priority`); a closed
 * ticket shows it as a badge. A refusal is told under it and the select stays at the saved value.
 */
export function TicketPriorityControl({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const update = useTicketUpdate(ticket.id);
  if (ticket.status === 'closed') return <TicketPriorityBadge priority={ticket.priority} />;
  return (
    <div className="grid gap-1">
      <Select
        value={ticket.priority}
        disabled={update.busy}
        onValueChange={(value) => {
          if (!isPriority(value) || value === ticket.priority) return;
          void update.run({ priority: value }).then((changed) => {
            if (changed) notify.success(t`Priority changed`);
          });
        }}
      >
        <SelectTrigger aria-label={t`Priority`} size="sm" className="w-fit">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TICKET_PRIORITIES.map((priority) => (
            <SelectItem key={priority} value={priority}>
              <TicketPriorityBadge priority={priority} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {update.failure ? <FieldMessage tone="error">{update.failure}</FieldMessage> : null}
    </div>
  );
}
