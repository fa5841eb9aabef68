import type { Database } from '../database.ts';

/** The static pages: privacy policy and terms of service. */
export async function seedPages(_db: Database) {}
