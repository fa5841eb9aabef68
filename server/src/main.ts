import { readConfig, type ServerConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-users.ts';
import { scaleRateLimits } from './lib/rate-limiter.ts';
import { serverLogOptions } from './services/logs/server-log-options.ts';
import { appSecret } from './services/secrets/app-secret.ts';
import { startServer } from './start-server.ts';

/** A configuration the server cannot run with stops it here, with the reason and no stack trace. */
function checkedConfig(): ServerConfig {
  try {
    const config = readConfig();
    scaleRateLimits(config.rateLimitScale);
    // Read or made now, so a DATA_DIR that cannot keep it stops the start rather than a later request.
    appSecret(config);
    return config;
  } catch (error) {
    console.error(`Tracklane cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = checkedConfig();
// Structured JSON logs (pino) on stdout and in DATA_DIR/logs, rotated; tokens and cookies never reach them.
const { app } = await startServer(config, serverLogOptions(config).logger).catch((error: unknown) => {
  // Another server on DATA_DIR is the operator's to settle, like a bad configuration: no stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`Tracklane cannot start: ${error.message}`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`\nTracklane is running at ${config.appUrl}  (API docs: ${config.appUrl}/api/docs)`);
if (config.demoMode) {
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.password}`);
  console.log(`Sent mail: ${config.appUrl}/__dev/mail`);
}
