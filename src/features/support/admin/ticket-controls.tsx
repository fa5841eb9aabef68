import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useId } from 'react';
import { supportQueries, TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '@/api/queries/support';
import { useCurrentUser } from '@/auth/session/use-session';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TICKET_PRIORITY_LOOKS, TICKET_STATUS_LOOKS } from '../ticket-badges';
import { TicketFieldStatus } from './ticket-field-status';
import { useTicketChange } from './use-ticket-change';

// Radix Select cannot hold an empty value, so "none" stands for nobody assigned.
const UNASSIGNED = 'none';

type Choice = { value: string; label: string };

type FieldSelectProps = {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  change: ReturnType<typeof useTicketChange>;
};

/** One labelled select whose every choice is saved at once, with what became of it underneath. */
function FieldSelect({ label, value, choices, onChange, change }: FieldSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={change.saving}>
        <SelectTrigger id={id} aria-describedby={`${id}-status`} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <TicketFieldStatus id={`${id}-status`} {...change} />
    </div>
  );
}

function useChoices<V extends string>(
  values: readonly V[],
  looks: Record<V, { label: MessageDescriptor }>,
): Choice[] {
  const { i18n } = useLingui();
  return values.map((value) => ({ value, label: i18n._(looks[value].label) }));
}

/**
 * The staff's controls of a ticket: its status (any of the four), its priority and who handles it
 * (an agent, nobody, or "Assign to me"). Each change is saved as it is chosen.
 */
export function TicketControls({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const agents = useQuery(supportQueries.agents());
  const status = useTicketChange(ticket.id);
  const priority = useTicketChange(ticket.id);
  const assignee = useTicketChange(ticket.id);
  const statusChoices = useChoices(TICKET_STATUSES, TICKET_STATUS_LOOKS);
  const priorityChoices = useChoices(TICKET_PRIORITIES, TICKET_PRIORITY_LOOKS);
  const assigneeChoices: Choice[] = [
    { value: UNASSIGNED, label: t`Unassigned` },
    ...(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
  ];
  // The current assignee stays choosable while the agents load, or once they are no longer an agent.
  if (ticket.assignee && !assigneeChoices.some((choice) => choice.value === ticket.assignee?.id)) {
    assigneeChoices.push({ value: ticket.assignee.id, label: ticket.assignee.name });
  }
  const mine = me !== null && ticket.assignee?.id === me.id;

  return (
    <div className="grid gap-3">
      <FieldSelect
        label={t`Status`}
        value={ticket.status}
        choices={statusChoices}
        change={status}
        onChange={(value) => status.save({ status: TICKET_STATUSES.find((known) => known === value) })}
      />
      <FieldSelect
        label={t`Priority`}
        value={ticket.priority}
        choices={priorityChoices}
        change={priority}
        onChange={(value) => priority.save({ priority: TICKET_PRIORITIES.find((known) => known === value) })}
      />
      <div className="grid gap-2">
        <FieldSelect
          label={t`Assignee`}
          value={ticket.assignee?.id ?? UNASSIGNED}
          choices={assigneeChoices}
          change={assignee}
          onChange={(value) => assignee.save({ assignee_id: value === UNASSIGNED ? null : value })}
        />
        {me && !mine ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={assignee.saving}
            onClick={() => assignee.save({ assignee_id: me.id })}
          >
            <UserCheck aria-hidden />
            <Trans>Assign to me</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
