import type { FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './db/seed/seed.ts';
import { startBackupSchedule } from './routes/admin/backups/backup-jobs.ts';
import { startDomainPurges } from './routes/domains/domain-purges.ts';
import { startTrackingDomainChecks } from './routes/domains/tracking-domain-jobs.ts';
import { startDedupCleanup } from './routes/events/dedup-cleanup.ts';
import { startPaymentJobs } from './routes/subscriptions/payment-jobs.ts';
import { definedJobs, type JobQueue } from './services/jobs/job-queue.ts';
import { createJobBoss, pgBossJobQueue, startJobBoss, stopJobBoss } from './services/jobs/pg-boss-queue.ts';
import { devMailbox } from './services/mail/dev-mailbox.ts';
import { createSmtpMailer } from './services/mail/mailer.ts';
import { startSmtpCatcher } from './services/mail/smtp-catcher.ts';

/**
 * Opens the database (migrated and seeded), starts the outside parts demo mode needs (the SMTP catcher,
 * the local OpenID provider), builds the app and starts pg-boss with the app's jobs, the tracking
 * domain checks, the hourly cleanup of old dedup keys and the purge of deleted domains' events. `close`
 * stops all of it: pg-boss before the mailer and the database, the database last.
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
  const boss = createJobBoss(database);
  // The handler modules that define the jobs are loaded with app.ts, so every job is known here.
  const jobs = pgBossJobQueue(boss, definedJobs());
  // registerJobQueue takes this queue in place of the in-process one the tests use.
  const appContext: AppContext & { jobs: JobQueue } = { ...context, jobs };
  const app = await buildApp({
    context: appContext,
    distDir: config.distDir,
    logger,
    plugins: catcher ? [devMailbox(catcher)] : [],
  });
  app.addHook('onClose', async () => {
    await stopJobBoss(boss);
    mailer.close();
    await catcher?.close();
    await database.close();
  });
  try {
    await startJobBoss(boss, app.log);
    await jobs.work(context, app.log);
    await startTrackingDomainChecks(boss, context, app.log);
    await startDedupCleanup(boss, context, app.log);
    await startDomainPurges(boss, context, app.log);
    await startPaymentJobs(boss, context, app);
    await startBackupSchedule(boss, context, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, database, catcher };
}
