import type { components } from '#contract';
import type { Locale } from '#locales';
import type { NotificationRow } from './notifications.repo.ts';

type NotificationView = components['schemas']['Notification'];

function translated(stored: string, messages: unknown, locale: Locale): string {
  if (typeof messages !== 'object' || messages === null) return stored;
  const text = (messages as Record<string, unknown>)[locale];
  return typeof text === 'string' ? text : stored;
}

/**
 * The Notification entity of the contract, in `locale` when the notification has its translations: a
 * notification may carry its wording in every language under `data.translations` (`{ title, message }`,
 * each by locale), so it reads in the language of whoever looks at it; `title` and `message` hold the text
 * for anything else.
 */
export function notificationView(row: NotificationRow, locale: Locale): NotificationView {
  const translations = (row.data.translations ?? {}) as Partial<Record<'title' | 'message', unknown>>;
  return {
    id: row.id,
    type: row.type,
    title: translated(row.title, translations.title, locale),
    message: translated(row.message, translations.message, locale),
    progress: row.progress === null ? null : Math.min(100, Math.max(0, row.progress)),
    action_url: row.actionUrl,
    read_at: row.readAt,
    created_at: row.createdAt,
  };
}
