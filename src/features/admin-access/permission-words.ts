import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The admin areas by permission group, under the names the sidebar gives them (spec section 2). */
const AREA_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'admin.dashboard': msg`Dashboard`,
  'admin.users': msg`Users`,
  'admin.roles': msg`Roles`,
  'admin.permissions': msg`Permissions`,
  'admin.pages': msg`Pages`,
  'admin.domains': msg`Domains`,
  'admin.plans': msg`Plans`,
  'admin.payments': msg`Payments`,
  'admin.languages': msg`Languages`,
  'admin.mail-templates': msg`Mail templates`,
  'admin.features': msg`Features`,
  'admin.support': msg`Support tickets`,
  'admin.logs': msg`Activity logs`,
  'admin.queue-monitoring': msg`Queue monitoring`,
  'admin.system': msg`System status`,
  'admin.backups': msg`Backups`,
  'admin.settings': msg`Settings`,
};

/** What the last part of a permission's name lets staff do, in words. */
const ACTION_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  view: msg({ message: 'View', context: 'permission' }),
  create: msg({ message: 'Create', context: 'permission' }),
  update: msg({ message: 'Edit', context: 'permission' }),
  delete: msg({ message: 'Delete', context: 'permission' }),
};

/** The admin areas in the sidebar's order: the grid and the filters list them so. */
export const AREA_ORDER: readonly string[] = Object.keys(AREA_NAMES);

/** The actions in the order staff read them: looking before changing. */
export const ACTION_ORDER: readonly string[] = Object.keys(ACTION_NAMES);

/** The group a permission belongs to when the server names none: its name without the last part. */
export function groupOf(permission: { name: string; group?: string | null }): string {
  return permission.group ?? permission.name.replace(/\.[^.]*$/, '');
}

/** An admin area's name for a permission group; a group staff made up shows as it is written. */
export function areaName(i18n: I18n, group: string): string {
  const known = AREA_NAMES[group];
  return known ? i18n._(known) : group;
}

/** What a permission allows in a word ("View", "Edit"); an action staff made up shows as it is written. */
export function actionName(i18n: I18n, permissionName: string): string {
  const action = permissionName.slice(permissionName.lastIndexOf('.') + 1);
  const known = ACTION_NAMES[action];
  return known ? i18n._(known) : action;
}
