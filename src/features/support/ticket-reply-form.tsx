import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { replyToTicket, supportKeys } from '@/api/queries/support';
import { formFailure } from '@/components/form/form-failure';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { TextareaField } from '@/components/form/textarea-field';
import { TICKET_LIMITS, ticketReplySchema } from './ticket-schemas';

interface TicketReplyFormProps {
  ticketId: string;
  /** Called once the reply is stored (the thread then shows it). */
  onSent?: () => void;
}

const REPLY_FIELDS = ['body'] as const;

/**
 * The reply box under a ticket's thread, for the owner and for staff alike (the server marks a staff
 * reply and sets the status). A refusal keeps the text; once sent the box empties and the ticket and the
 * lists are read again, so the new message and status show.
 */
export function TicketReplyForm({ ticketId, onSent }: TicketReplyFormProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const schema = useMemo(() => ticketReplySchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { body: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      const sent = await refusal.submit(formApi, async () => {
        try {
          await replyToTicket(ticketId, value.body.trim());
          return null;
        } catch (error) {
          return formFailure(error, REPLY_FIELDS, msg`The reply could not be sent`, i18n);
        }
      });
      if (!sent) return;
      formApi.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.detail(ticketId) }),
        queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
      ]);
      onSent?.();
    },
  });

  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`Reply`} className="grid gap-3">
      <form.AppField name="body">
        {() => (
          <TextareaField
            label={t`Your reply`}
            rows={5}
            className="min-h-28"
            maxLength={TICKET_LIMITS.reply.maxLength}
            placeholder={t`Write your message…`}
          />
        )}
      </form.AppField>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Send reply`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
