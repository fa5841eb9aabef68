import type { Database } from '../database.ts';
import { ensureCurrentEventPartitions } from '../event-partitions.ts';
import { seedAccessControl } from './access-control.ts';
import { seedDemoBusiness } from './demo-business.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedLanguages } from './languages.ts';
import { seedMailTemplates } from './mail-templates.ts';
import { seedPages } from './pages.ts';
import { seedPlans } from './plans.ts';
import { seedSettings } from './settings.ts';

export interface SeedOptions {
  /** The demo accounts; on for `npm start` in demo mode and for tests. */
  demoUsers: boolean;
  /** Plans' subscribers, domains and 90 days of events: heavy, so tests leave it out. */
  demoBusiness: boolean;
}

/** Fills an empty database; running it again adds only what is missing. */
export async function seed(db: Database, { demoUsers, demoBusiness }: SeedOptions) {
  await seedLanguages(db);
  await seedAccessControl(db);
  await seedSettings(db);
  await seedPages(db);
  await seedMailTemplates(db);
  await seedPlans(db);
  await ensureCurrentEventPartitions(db);
  if (demoUsers) {
    await seedDemoUsers(db);
    await seedDemoNotifications(db);
  }
  if (demoBusiness) {
    await seedDemoBusiness(db);
    await seedDemoSupport(db);
  }
}
