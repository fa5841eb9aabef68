import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import { SEED_SETTINGS } from '../../../db/seed/settings.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidFields, notFound, type FieldError } from '../../../lib/http-error.ts';
import { invalidatePublicReads } from '../../../lib/public-reads.ts';
import {
  lastSettingChanges,
  listSettingRows,
  writeSettingValue,
  type SettingChange,
  type SettingRow,
} from './admin-settings.repo.ts';
import { SETTING_GROUPS } from './setting-groups.ts';
import { settingValueProblem, shownValue, storedValue } from './setting-values.ts';

type Setting = components['schemas']['Setting'];
type SettingGroup = components['schemas']['AdminSettingGroup'];
type UpdateItem = components['schemas']['AdminSettingsUpdateRequest']['settings'][number];

const DEFAULTS = new Map(SEED_SETTINGS.map((setting) => [setting.key, setting.value]));
const GROUP_ORDER = new Map(SETTING_GROUPS.map((group, index) => [group.name, index]));

const unknownKey = msg`There is no setting with this key`;
const givenTwice = msg`This setting is given twice`;
const groupNotFound = msg`There is no settings group with this name`;

/** A setting as staff see it: a secret masked, its default and its last change beside it. */
function settingView(row: SettingRow, change: SettingChange | undefined): Setting {
  const defaultValue = DEFAULTS.get(row.key) ?? null;
  return {
    key: row.key,
    group: row.group,
    value: shownValue(row.type, row.value) as Setting['value'],
    type: row.type,
    label: row.label,
    description: row.description,
    ...(row.options && { options: row.options }),
    is_public: row.isPublic,
    updated_at: row.updatedAt,
    default: (row.type === 'secret' ? null : defaultValue) as Setting['default'],
    last_change: change
      ? { user_id: change.userId, user_name: change.userName, changed_at: change.changedAt }
      : null,
  };
}

/** The audited form of a value: a secret is recorded under a secret field, so only that it changed is kept. */
const audited = (row: SettingRow, value: unknown) =>
  row.type === 'secret' ? { secret: value ?? null } : { value: value ?? null };

/**
 * Checks a batch against the settings' definitions: every problem at once, under `settings.N.key` or
 * `settings.N.value`, as the form shows them under each field.
 */
function batchProblems(items: readonly UpdateItem[], rows: ReadonlyMap<string, SettingRow>) {
  const problems: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const row = rows.get(item.key);
    if (!row) problems[`settings.${index}.key`] = [{ message: unknownKey }];
    else if (seen.has(item.key)) problems[`settings.${index}.key`] = [{ message: givenTwice }];
    else {
      const problem = settingValueProblem(
        { type: row.type, options: row.options, defaultValue: DEFAULTS.get(row.key) ?? null },
        item.value,
      );
      if (problem) problems[`settings.${index}.value`] = [problem];
    }
    seen.add(item.key);
  });
  return problems;
}

/** The staff's settings: read them flat or by group, change a batch of them all or nothing. */
export function adminSettingsHandlers({ db }: AppContext): Handlers {
  async function allSettings(): Promise<Setting[]> {
    const rows = await listSettingRows(db);
    const changes = await lastSettingChanges(
      db,
      rows.map((row) => row.key),
    );
    return rows
      .map((row) => settingView(row, changes.get(row.key)))
      .sort((a, b) => (GROUP_ORDER.get(a.group) ?? 0) - (GROUP_ORDER.get(b.group) ?? 0));
  }

  function grouped(request: FastifyRequest, list: readonly Setting[]): SettingGroup[] {
    return SETTING_GROUPS.map((group) => ({
      group: group.name,
      label: request.t(group.label),
      description: request.t(group.description),
      settings: list.filter((setting) => setting.group === group.name),
    }));
  }

  /** Writes a checked batch in one transaction with its audit entries, and tells every process. */
  async function updateBatch(request: FastifyRequest, items: readonly UpdateItem[]): Promise<string[]> {
    const rows = new Map((await listSettingRows(db)).map((row) => [row.key, row]));
    const problems = batchProblems(items, rows);
    if (Object.keys(problems).length) throw invalidFields(problems);
    await db.transaction(async (tx: Database) => {
      for (const item of items) {
        const current = rows.get(item.key);
        if (!current) continue;
        const value = storedValue(current.type, item.value, current.value);
        if (JSON.stringify(value ?? null) === JSON.stringify(current.value ?? null)) continue;
        await writeSettingValue(tx, item.key, value);
        await recordAdminChange(tx, request, {
          action: 'admin.setting.updated',
          subject: { type: 'setting', id: current.key, label: current.key },
          before: audited(current, current.value),
          after: audited(current, value),
        });
      }
      await announcePublicReadsChanged(tx);
    });
    invalidatePublicReads(db);
    return items.map((item) => item.key);
  }

  const adminGetSettings: Handler<'adminGetSettings'> = async (request) => {
    const list = await allSettings();
    const groups = grouped(request, list).map((group) => ({
      group: group.group,
      label: group.label,
      settings_count: group.settings.length,
      updated_at: newestChange(group.settings),
    }));
    return ok({ settings: list, groups }, request.t(msg`Settings`));
  };

  const adminUpdateSettings: Handler<'adminUpdateSettings'> = async (request) => {
    const keys = await updateBatch(request, request.body.settings);
    const byKey = new Map((await allSettings()).map((setting) => [setting.key, setting]));
    return ok(
      keys.flatMap((key) => byKey.get(key) ?? []),
      request.t(msg`The settings have been saved`),
    );
  };

  const adminGetUnifiedSettings: Handler<'adminGetUnifiedSettings'> = async (request) =>
    ok(grouped(request, await allSettings()), request.t(msg`Settings`));

  const adminUpdateUnifiedSettings: Handler<'adminUpdateUnifiedSettings'> = async (request) => {
    await updateBatch(request, request.body.settings);
    return ok(grouped(request, await allSettings()), request.t(msg`The settings have been saved`));
  };

  const adminGetSettingGroup: Handler<'adminGetSettingGroup'> = async (request) => {
    const group = grouped(request, await allSettings()).find((item) => item.group === request.params.group);
    if (!group) throw notFound(groupNotFound);
    return ok(group, group.label);
  };

  return {
    adminGetSettings,
    adminUpdateSettings,
    adminGetUnifiedSettings,
    adminUpdateUnifiedSettings,
    adminGetSettingGroup,
  };
}

/** When a setting of the list last changed, from the audit trail; null when none ever did. */
function newestChange(list: readonly Setting[]): Date | null {
  const times = list.flatMap((setting) => (setting.last_change ? [setting.last_change.changed_at] : []));
  return times.length ? new Date(Math.max(...times.map((time) => new Date(time).getTime()))) : null;
}
