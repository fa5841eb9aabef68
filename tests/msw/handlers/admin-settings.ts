import type { AdminSetting, AdminSettingsUpdateItem } from '@/api/queries/admin-settings';
import { contract, envelope, refusal } from '../contract';

// Tag `admin`, the settings part: settings held in memory, answering as the reference server does (a
// secret masked, a batch refused whole with `settings.N.value` when `refuse` names the key). Each batch is
// recorded.

export interface SettingStore {
  settings: AdminSetting[];
  /** What the server says of a value it refuses, by key; nothing refused otherwise. */
  refuse: Record<string, string>;
  saved: AdminSettingsUpdateItem[][];
}

const CHANGED = { user_id: 'u-admin', user_name: 'Ada Admin', changed_at: new Date('2026-11-20T10:00:00Z') };

function aSetting(overrides: Partial<AdminSetting> & Pick<AdminSetting, 'key' | 'type'>): AdminSetting {
  return {
    group: overrides.key.startsWith('mail.') ? 'mail' : 'general',
    value: null,
    label: overrides.key,
    description: null,
    is_public: false,
    updated_at: new Date('2026-11-20T10:00:00Z'),
    default: null,
    last_change: null,
    ...overrides,
  };
}

/** A few settings of the general and mail groups, one of each type the forms draw. */
export function aSettingStore(overrides: Partial<SettingStore> = {}): SettingStore {
  return {
    settings: [
      aSetting({ key: 'general.app_name', type: 'string', value: 'Tracklane', default: 'Tracklane' }),
      aSetting({
        key: 'general.contact_email',
        type: 'email',
        value: 'help@example.test',
        default: 'support@tracklane.test',
        last_change: CHANGED,
      }),
      aSetting({ key: 'general.max_file_size', type: 'integer', value: 10485760, default: 10485760 }),
      aSetting({
        key: 'general.theme',
        type: 'select',
        value: 'light',
        default: 'light',
        options: ['light', 'dark', 'system'],
      }),
      aSetting({ key: 'general.maintenance_mode', type: 'boolean', value: false, default: false }),
      aSetting({ key: 'mail.smtp_host', type: 'string', value: null }),
      aSetting({ key: 'mail.smtp_password', type: 'secret', value: '********' }),
    ],
    refuse: {},
    saved: [],
    ...overrides,
  };
}

const GROUP_LABELS = ['general', 'auth', 'mail', 'billing', 'tracking', 'page_mapping'] as const;

/** The settings part's handlers over `store`. */
export function adminSettingsHandlers(store: SettingStore) {
  return [
    contract.get('/admin/settings', () =>
      envelope({
        settings: store.settings,
        groups: GROUP_LABELS.map((group) => ({
          group,
          label: group,
          settings_count: store.settings.filter((setting) => setting.group === group).length,
          updated_at: null,
        })),
      }),
    ),
    contract.put('/admin/settings', async ({ request }) => {
      const { settings } = (await request.json()) as { settings: AdminSettingsUpdateItem[] };
      store.saved.push(settings);
      const errors: Record<string, string[]> = {};
      settings.forEach((item, index) => {
        const message = store.refuse[item.key];
        if (message) errors[`settings.${index}.value`] = [message];
      });
      if (Object.keys(errors).length) return refusal(422, 'The given data was invalid', errors);
      const changed = settings.flatMap((item) => {
        const setting = store.settings.find((candidate) => candidate.key === item.key);
        if (!setting) return [];
        setting.value = setting.type === 'secret' && item.value !== null ? '********' : item.value;
        setting.last_change = CHANGED;
        return [setting];
      });
      return envelope(changed);
    }),
  ];
}
