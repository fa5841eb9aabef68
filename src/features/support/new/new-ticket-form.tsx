import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@/api/queries/support';
import type { FormFailure } from '@/components/form/form-failure';
import { useAppForm } from '@/components/form/form-kit';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Card, CardContent } from '@/components/ui/card';
import { TICKET_PRIORITY_LOOKS, useTicketCategoryLabel } from '../ticket-badges';
import { TICKET_LIMITS } from '../ticket-schemas';
import { ticketCreateSchema, type TicketCreateValues } from './ticket-create-schema';
import { FieldRow } from '@/components/form/field-row';

interface NewTicketFormProps {
  /** The domain to preselect (`?domain=`), or '' for none. */
  domainId: string;
  /** The user's domains to pick from. */
  domains: readonly { id: string; name: string }[];
  /** Opens the ticket; resolves with what to show when the server refused, or null once opened. */
  onSubmit: (values: TicketCreateValues) => Promise<FormFailure<string> | null>;
}

/**
 * The new ticket: subject, category, priority, the domain it is about (optional) and the first message,
 * checked here by the contract's limits with the spec's messages. A refusal keeps everything typed.
 */
export function NewTicketForm({ domainId, domains, onSubmit }: NewTicketFormProps) {
  const { i18n, t } = useLingui();
  const categoryLabel = useTicketCategoryLabel();
  const refusal = useRefusal();
  const schema = useMemo(() => ticketCreateSchema(i18n), [i18n]);
  const defaultValues: TicketCreateValues = {
    subject: '',
    category: '',
    priority: 'normal',
    domain_id: domainId,
    message: '',
  };
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });
  const domainOptions = [
    { value: '', label: t`No particular domain` },
    ...domains.map((domain) => ({ value: domain.id, label: domain.name })),
    // A preselected domain not among the first hundred still shows; the server checks it is the user's.
    ...(domainId && !domains.some((domain) => domain.id === domainId)
      ? [{ value: domainId, label: domainId }]
      : []),
  ];

  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`New ticket`} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-5">
          <form.AppField name="subject">
            {(field) => (
              <field.TextField
                label={t`Subject`}
                placeholder={t`What do you need help with?`}
                maxLength={TICKET_LIMITS.subject.maxLength}
                required
              />
            )}
          </form.AppField>
          <FieldRow>
            <form.AppField name="category">
              {() => (
                <SelectField
                  label={t`Category`}
                  placeholder={t`Choose a category`}
                  options={TICKET_CATEGORIES.map((category) => ({
                    value: category,
                    label: categoryLabel(category),
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="priority">
              {() => (
                <SelectField
                  label={t`Priority`}
                  options={TICKET_PRIORITIES.map((priority) => ({
                    value: priority,
                    label: i18n._(TICKET_PRIORITY_LOOKS[priority].label),
                  }))}
                />
              )}
            </form.AppField>
          </FieldRow>
          <form.AppField name="domain_id">
            {() => (
              <NativeSelectField
                label={t`Domain`}
                options={domainOptions}
                hint={t`The domain your question is about, if any.`}
              />
            )}
          </form.AppField>
          <form.AppField name="message">
            {() => (
              <TextareaField
                label={t`Message`}
                rows={8}
                className="min-h-40"
                maxLength={TICKET_LIMITS.message.maxLength}
                placeholder={t`Describe the problem: what you did, what you expected and what happened.`}
                required
              />
            )}
          </form.AppField>
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Open ticket`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
