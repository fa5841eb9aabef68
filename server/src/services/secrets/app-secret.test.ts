import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SECRET_FILE, appSecret } from './app-secret.ts';

const root = mkdtempSync(join(tmpdir(), 'tracklane-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newDataDir = () => join(root, `data-${++folders}`);

describe('appSecret', () => {
  it('makes a random secret once in DATA_DIR, readable only by its owner', () => {
    const dataDir = newDataDir();
    const secret = appSecret({ appSecret: undefined, dataDir });
    const file = join(dataDir, APP_SECRET_FILE);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(appSecret({ appSecret: undefined, dataDir })).toBe(secret);
    expect(appSecret({ appSecret: undefined, dataDir: newDataDir() })).not.toBe(secret);
  });

  it('reuses the secret an earlier start left in DATA_DIR, tightening its permissions', () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir);
    const kept = 'b'.repeat(64);
    const file = join(dataDir, APP_SECRET_FILE);
    writeFileSync(file, `${kept}\n`);
    chmodSync(file, 0o644);
    expect(appSecret({ appSecret: undefined, dataDir })).toBe(kept);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret file too short to be one', () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, APP_SECRET_FILE), 'short\n', { mode: 0o600 });
    expect(() => appSecret({ appSecret: undefined, dataDir })).toThrow('holds no usable secret');
  });

  it('uses APP_SECRET when it is set, writing nothing', () => {
    const dataDir = newDataDir();
    expect(appSecret({ appSecret: 'from-the-environment', dataDir })).toBe('from-the-environment');
    expect(() => statSync(join(dataDir, APP_SECRET_FILE))).toThrow();
  });
});
