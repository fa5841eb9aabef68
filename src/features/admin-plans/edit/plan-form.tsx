import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminFeature, AdminPlan } from '@/api/queries/admin-plans';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldRow } from '@/components/form/field-row';
import type { FormFailure } from '@/components/form/form-failure';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { Button } from '@/components/ui/button';
import { StripeMismatch } from '../plan-state';
import { PlanFeaturesFieldset } from './plan-features-fieldset';
import { planFormSchema, type PlanFormValues } from './plan-form-values';
import { PlanImpact } from './plan-impact';
import { PlanTextsFieldset } from './plan-texts-fieldset';

interface PlanFormProps {
  plan: AdminPlan;
  features: readonly AdminFeature[];
  defaultValues: PlanFormValues;
  /** Saves; resolves with what to show when the server refused, or null once saved. */
  onSubmit: (values: PlanFormValues) => Promise<FormFailure<string> | null>;
}

/**
 * A plan's editor: name, slug and description in English; price, interval and trial (with the rule a
 * new price follows, said where it is typed); limits; whether it is offered; the Stripe price; the
 * features it offers with their values; its texts in the other four languages; and, before saving, who
 * the change affects.
 */
export function PlanForm({ plan, features, defaultValues, onSubmit }: PlanFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: planFormSchema, onSubmit });

  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Plan`} className="grid gap-8">
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Plan in English</Trans>
        </legend>
        <FieldRow>
          <form.AppField name="name">
            {() => (
              <TextField label={t({ message: 'Name', context: 'of a plan or feature' })} maxLength={100} />
            )}
          </form.AppField>
          <form.AppField name="slug">
            {() => (
              <TextField
                label={t`Slug`}
                maxLength={64}
                hint={t`Part of the plan's address; changing it breaks old links.`}
              />
            )}
          </form.AppField>
        </FieldRow>
        <form.AppField name="description">
          {() => <TextareaField label={t`Description`} maxLength={1000} rows={2} />}
        </form.AppField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Price</Trans>
        </legend>
        <FieldRow>
          <form.AppField name="price">
            {() => <TextField label={t`Price`} inputMode="decimal" />}
          </form.AppField>
          <form.AppField name="currency">
            {() => <TextField label={t`Currency`} maxLength={3} autoCapitalize="characters" />}
          </form.AppField>
          <form.AppField name="interval">
            {() => (
              <NativeSelectField
                label={t`Billed`}
                options={[
                  { value: 'month', label: t`Monthly` },
                  { value: 'year', label: t`Yearly` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="trial_days">
            {() => <TextField label={t`Trial days`} inputMode="numeric" />}
          </form.AppField>
        </FieldRow>
        <p className="text-sm text-muted-foreground">
          <Trans>
            A new price applies to new subscriptions at once. Existing subscriptions keep their price until
            their next renewal, then pay the new one.
          </Trans>
        </p>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Limits</Trans>
        </legend>
        <FieldRow>
          <form.AppField name="events_per_month">
            {() => <TextField label={t`Events per month`} inputMode="numeric" hint={t`Empty: unlimited.`} />}
          </form.AppField>
          <form.AppField name="tracking_domains">
            {() => <TextField label={t`Tracking subdomains`} inputMode="numeric" />}
          </form.AppField>
          <form.AppField name="services">
            {() => <TextField label={t`Destinations`} inputMode="numeric" hint={t`Empty: unlimited.`} />}
          </form.AppField>
        </FieldRow>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Offer</Trans>
        </legend>
        <form.AppField name="is_active">
          {() => <CheckboxField label={t`Offered: shown on the plans page and at checkout`} />}
        </form.AppField>
        <form.AppField name="is_popular">
          {() => <CheckboxField label={t`Marked as popular`} />}
        </form.AppField>
        <form.AppField name="stripe_price_id">
          {() => (
            <TextField
              label={t`Stripe price`}
              placeholder="price_…"
              hint={t`The Stripe price checkout charges; empty for a plan sold through the sandbox only.`}
              className="max-w-sm"
            />
          )}
        </form.AppField>
        <StripeMismatch plan={plan} />
      </fieldset>

      <PlanFeaturesFieldset form={form} features={features} />
      <PlanTextsFieldset form={form} />
      <PlanImpact form={form} plan={plan} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" asChild>
          <Link to="/admin/plans">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <form.SubmitButton>{t`Save plan`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
