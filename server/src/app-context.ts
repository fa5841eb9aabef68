import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './services/mail/mailer.ts';

/** What handlers need from the outside world, handed to each tag's handler factory. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  /** The time now, for what figures are counted at (a test passes its own clock); the wall clock when absent. */
  now?: () => Date;
}
