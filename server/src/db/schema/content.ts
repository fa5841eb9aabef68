import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  native: text('native').notNull(),
  flag: text('flag').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Staff's texts over the built-in Lingui catalogs, per language and message: `catalog` is `dashboard`
 * (the app's `messages.po`) or `server` (`server.po`), `message_id` the Lingui id. A suggestion is the
 * default language's text that a sync added to be translated: not served, the message stays missing.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    catalog: text('catalog', { enum: ['dashboard', 'server'] }).notNull(),
    messageId: text('message_id').notNull(),
    value: text('value').notNull(),
    isSuggestion: boolean('is_suggestion').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.languageCode, table.catalog, table.messageId] })],
);

export type SettingType =
  'string' | 'text' | 'integer' | 'boolean' | 'email' | 'url' | 'select' | 'json' | 'secret';

/** Site settings as typed key/value pairs, e.g. `general.app_name`. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  group: text('group', {
    enum: ['general', 'auth', 'mail', 'billing', 'tracking', 'page_mapping'],
  }).notNull(),
  value: jsonb('value').$type<unknown>(),
  type: text('type').$type<SettingType>().notNull(),
  label: text('label').notNull(),
  description: text('description'),
  options: jsonb('options').$type<string[]>(),
  /** Public settings are part of `GET /settings`. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: updatedAt(),
});

export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    metaDescription: text('meta_description'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('pages_slug_language_unique').on(table.slug, table.language)],
);

export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    /** What the mail is for, e.g. `auth.verify_email`. */
    key: text('key').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('mail_templates_key_language_unique').on(table.key, table.language)],
);
