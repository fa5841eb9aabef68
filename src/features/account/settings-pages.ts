import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { History, KeyRound, Link2, Monitor, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';

/** One page of the account settings, as the overview and the settings navigation list it. */
export interface SettingsPage {
  to:
    | '/settings/profile'
    | '/settings/change-password'
    | '/settings/two-factor'
    | '/settings/connected-accounts'
    | '/settings/browser-sessions'
    | '/settings/activity-logs';
  /** The page's title, the same words as its route title. */
  title: MessageDescriptor;
  /** What the user finds there, in one line. */
  summary: MessageDescriptor;
  icon: LucideIcon;
}

/** The settings pages of spec section 2, in the order people look for them. */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    to: '/settings/profile',
    title: msg`Profile`,
    summary: msg`Your name, photo, contact details, time zone and language.`,
    icon: UserRound,
  },
  {
    to: '/settings/change-password',
    title: msg`Change password`,
    summary: msg`Choose a new password; other browsers are signed out.`,
    icon: KeyRound,
  },
  {
    to: '/settings/two-factor',
    title: msg`Two-factor authentication`,
    summary: msg`Ask for a code from your phone when you sign in.`,
    icon: ShieldCheck,
  },
  {
    to: '/settings/connected-accounts',
    title: msg`Connected accounts`,
    summary: msg`Sign in with a social account, or disconnect one.`,
    icon: Link2,
  },
  {
    to: '/settings/browser-sessions',
    title: msg`Browser sessions`,
    summary: msg`See where you are signed in and sign out other browsers.`,
    icon: Monitor,
  },
  {
    to: '/settings/activity-logs',
    title: msg`Activity log`,
    summary: msg`Sign-ins and security changes, and what you did to your domains, billing and support tickets.`,
    icon: History,
  },
];
