import type { Database } from '../database.ts';
import { languages } from '../schema/content.ts';

/** The five interface languages; Polish is the default. */
export const SEED_LANGUAGES = [
  { code: 'pl', name: 'Polish', native: 'Polski', flag: '🇵🇱', isDefault: true, sortOrder: 1 },
  { code: 'en', name: 'English', native: 'English', flag: '🇬🇧', isDefault: false, sortOrder: 2 },
  { code: 'es', name: 'Spanish', native: 'Español', flag: '🇪🇸', isDefault: false, sortOrder: 3 },
  { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪', isDefault: false, sortOrder: 4 },
  { code: 'fr', name: 'French', native: 'Français', flag: '🇫🇷', isDefault: false, sortOrder: 5 },
];

/** The languages; their texts are the built-in catalogs, which staff may override later. */
export async function seedLanguages(db: Database) {
  await db.insert(languages).values(SEED_LANGUAGES).onConflictDoNothing();
}
