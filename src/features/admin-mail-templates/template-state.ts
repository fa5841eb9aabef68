import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MailTemplate } from '@/api/queries/admin-mail-templates';
import type { BadgeVariant } from '@/components/ui/badge';

/**
 * Where a template stands in one language: the shipped text (`built_in`), edited by staff
 * (`customised`), a key staff added (`custom`), switched off (`off`: mails use English or the shipped
 * text), or not saved at all (`missing`: the same).
 */
export type TemplateState = 'built_in' | 'customised' | 'custom' | 'off' | 'missing';

/** The state of the saved template `saved` (or of none). */
export function templateStateOf(saved: MailTemplate | undefined): TemplateState {
  if (!saved) return 'missing';
  if (!saved.is_active) return 'off';
  if (saved.built_in === 'unchanged') return 'built_in';
  return saved.built_in === 'changed' ? 'customised' : 'custom';
}

export const TEMPLATE_STATE_NAMES: Readonly<Record<TemplateState, MessageDescriptor>> = {
  built_in: msg({ message: 'Built-in', context: 'mail template state' }),
  customised: msg({ message: 'Customised', context: 'mail template state' }),
  custom: msg({ message: 'Custom', context: 'mail template state' }),
  off: msg({ message: 'Switched off', context: 'mail template state' }),
  missing: msg({ message: 'Missing', context: 'mail template state' }),
};

export const TEMPLATE_STATE_LOOKS: Readonly<Record<TemplateState, BadgeVariant>> = {
  built_in: 'secondary',
  customised: 'info',
  custom: 'info',
  off: 'outline',
  missing: 'warning',
};
