import { msg } from '@lingui/core/runtime-macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '#contract';

type GroupName = components['schemas']['AdminSettingGroupName'];

/** The groups in the order the screens show them, each with its label and description. */
export const SETTING_GROUPS: readonly {
  name: GroupName;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    name: 'general',
    label: msg({ message: 'General', context: 'settings group' }),
    description: msg`The site's name, contact and defaults.`,
  },
  {
    name: 'auth',
    label: msg({ message: 'Sign-in', context: 'settings group' }),
    description: msg`Registration, sign-in methods and security rules.`,
  },
  {
    name: 'mail',
    label: msg({ message: 'Mail', context: 'settings group' }),
    description: msg`The sender and the SMTP server of the mail the service sends.`,
  },
  {
    name: 'billing',
    label: msg({ message: 'Billing', context: 'settings group' }),
    description: msg`Currency, free trials, invoices and the Stripe keys.`,
  },
  {
    name: 'tracking',
    label: msg({ message: 'Tracking', context: 'settings group' }),
    description: msg`Where tracking subdomains point and how often they are checked.`,
  },
  {
    name: 'page_mapping',
    label: msg({ message: 'Page mapping', context: 'settings group' }),
    description: msg`Which pages serve as the terms, the privacy policy and the like.`,
  },
];
