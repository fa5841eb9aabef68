import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../../config.ts';

/** The file in DATA_DIR that keeps the secret made when APP_SECRET is not set. */
export const APP_SECRET_FILE = 'app-secret';
/** Only the server's own user may read it. */
const PRIVATE = 0o600;

const stored = new Map<string, string>();

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function readSecretFile(file: string): string {
  // A copy made with looser permissions is tightened rather than refused: the secret stays the same.
  if (statSync(file).mode & 0o077) chmodSync(file, PRIVATE);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it and a new one is made`);
  return secret;
}

/**
 * The secret kept in `dataDir`, made on first use: 32 random bytes in a file of mode 0600. It is written
 * whole under a temporary name and then linked into place, which fails when another process got there
 * first, so two servers starting at once never read half a file nor end up with different secrets.
 */
function secretInDataDir(dataDir: string): string {
  const file = join(dataDir, APP_SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: PRIVATE, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecretFile(file);
}

/**
 * The key that signs what the server hands out and checks later (today: email verification links).
 * APP_SECRET when set; otherwise one generated once and kept in DATA_DIR, so links survive restarts and
 * nobody can derive it (it used to come from the folder's path). `readConfig` refuses to go without
 * APP_SECRET wherever a file on one machine would not do (production, listening beyond loopback).
 */
export function appSecret(config: Pick<ServerConfig, 'appSecret' | 'dataDir'>): string {
  if (config.appSecret) return config.appSecret;
  let secret = stored.get(config.dataDir);
  if (!secret) {
    secret = secretInDataDir(config.dataDir);
    stored.set(config.dataDir, secret);
  }
  return secret;
}
