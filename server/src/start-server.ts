import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './db/seed/seed.ts';
import { startTrackingDomainChecks } from './routes/domains/tracking-domain-checks.ts';
import { devMailbox } from './services/mail/dev-mailbox.ts';
import { createSmtpMailer } from './services/mail/mailer.ts';
import { startSmtpCatcher } from './services/mail/smtp-catcher.ts';

/**
 * Opens the database (migrated and seeded), starts the outside parts demo mode needs (the SMTP catcher,
 * the local OpenID provider) and builds the app. `close` stops all of it, the database last.
 */
export async function startServer(config: ServerConfig, logger: FastifyServerOptions['logger'] = false) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seed(database.db, { demoUsers: config.demoMode, demoBusiness: config.demoMode });

  const catcher = config.smtp || config.production ? undefined : await startSmtpCatcher();
  const smtp = config.smtp ?? {
    host: '127.0.0.1',
    port: catcher?.port ?? 25,
    secure: false,
    from: 'Tracklane <no-reply@tracklane.test>',
    allowInsecure: true,
  };
  const mailer = createSmtpMailer(smtp);

  const context = { db: database.db, config, mailer };
  const app = await buildApp({ context, logger, plugins: catcher ? [devMailbox(catcher)] : [] });
  // Tracking domains due for a check are looked up on a timer here, not in buildApp, so tests run a
  // sweep when they choose (sweepTrackingDomains).
  const trackingDomainChecks = startTrackingDomainChecks(context, app.log);
  app.addHook('onClose', async () => {
    await trackingDomainChecks.stop();
    mailer.close();
    await catcher?.close();
    await database.close();
  });
  return { app, database, catcher };
}
