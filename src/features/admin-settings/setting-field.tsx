import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminSetting } from '@/api/queries/admin-settings';
import { CheckboxField } from '@/components/form/checkbox-field';
import { NativeSelectField } from '@/components/form/native-select-field';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useFieldContext } from '@/components/form/form-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import { isChanged } from './setting-form-values';
import { optionLabel, settingText } from './setting-texts';

/** A setting's label and description in the reader's language (the server's English for one unknown). */
export function settingWords(i18n: I18n, setting: Pick<AdminSetting, 'key' | 'label' | 'description'>) {
  const text = settingText(setting.key);
  return {
    label: text ? i18n._(text.label) : setting.label,
    description: text?.description ? i18n._(text.description) : (setting.description ?? null),
  };
}

function useSettingWords(setting: AdminSetting) {
  const { i18n } = useLingui();
  return settingWords(i18n, setting);
}

/** The control a setting's type asks for, bound to its field (render inside `form.AppField`). */
export function SettingControl({ setting, disabled }: { setting: AdminSetting; disabled: boolean }) {
  const { i18n } = useLingui();
  const { label } = settingWords(i18n, setting);
  switch (setting.type) {
    case 'boolean':
      return <CheckboxField label={label} />;
    case 'select':
      return (
        <NativeSelectField
          label={label}
          disabled={disabled}
          options={(setting.options ?? []).map((option) => ({
            value: option,
            label: optionLabel(i18n, setting.key, option),
          }))}
        />
      );
    case 'text':
      return <TextareaField label={label} rows={3} disabled={disabled} />;
    case 'json':
      return <TextareaField label={label} rows={4} disabled={disabled} className="font-mono text-sm" />;
    case 'secret':
      return <SecretControl setting={setting} label={label} disabled={disabled} />;
    case 'integer':
      return <TextField label={label} inputMode="numeric" disabled={disabled} />;
    case 'email':
      return <TextField label={label} type="email" autoComplete="off" disabled={disabled} />;
    case 'url':
      return <TextField label={label} type="url" autoComplete="off" disabled={disabled} />;
    default:
      return <TextField label={label} autoComplete="off" disabled={disabled} />;
  }
}

/**
 * A secret is write-only: the page says whether one is set, never what it is; "Replace" opens a field
 * for a new one, and leaving it empty keeps the stored secret.
 */
function SecretControl({
  setting,
  label,
  disabled,
}: {
  setting: AdminSetting;
  label: string;
  disabled: boolean;
}) {
  const field = useFieldContext<string>();
  const [replacing, setReplacing] = useState(false);
  const isSet = setting.value !== null;
  if (replacing)
    return (
      <div className="grid gap-2">
        <PasswordField label={label} autoComplete="new-password" disabled={disabled} />
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          onClick={() => {
            field.handleChange('');
            setReplacing(false);
          }}
        >
          <Trans>Keep the stored one</Trans>
        </Button>
      </div>
    );
  return (
    <div className="grid content-start gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={isSet ? 'success' : 'outline'}>
          {isSet ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
        </Badge>
        {disabled ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setReplacing(true)}>
            {isSet ? <Trans>Replace</Trans> : <Trans>Set a value</Trans>}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The default's text as the page shows it beside a changed setting. */
function defaultText(setting: AdminSetting): string {
  const value = setting.default;
  if (value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface SettingNotesProps {
  setting: AdminSetting;
  /** Offers "Reset to default" (for staff who may change settings). */
  onReset?: (setting: AdminSetting) => void;
}

/** Under a setting: what it is for, its default when changed, who changed it when, and its history. */
export function SettingNotes({ setting, onReset }: SettingNotesProps) {
  const { description } = useSettingWords(setting);
  const dates = useDateFormat();
  const change = setting.last_change;
  const changed = isChanged(setting);
  const name = change?.user_name ?? '—';
  const when = change ? dates.moment(change.changed_at) : '';
  const defaultShown = defaultText(setting);
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      {description ? <p>{description}</p> : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {changed && setting.type !== 'secret' ? (
          <span>
            <Trans>Default: {defaultShown}</Trans>
          </span>
        ) : null}
        {change ? (
          <span>
            <Trans>
              Changed by {name}, {when}
            </Trans>
          </span>
        ) : null}
        {change ? (
          <Link
            to="/admin/activity-logs"
            search={{ subject_type: 'setting', subject_id: setting.key }}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            <Trans>History</Trans>
          </Link>
        ) : null}
        {changed && onReset ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto min-h-0 px-0"
            onClick={() => onReset(setting)}
          >
            <Trans>Reset to default</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
