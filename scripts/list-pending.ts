/**
 * Rewrites the README's list of pending operations (the contract's operations without a handler),
 * between its `pending:start` and `pending:end` markers. Run after adding handlers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadContract } from '../server/src/api/contract.ts';
import type { AppContext } from '../server/src/app-context.ts';
import { readConfig } from '../server/src/config.ts';
import { allHandlers } from '../server/src/routes/all-handlers.ts';
import { pendingOperationLines } from '../server/src/routes/pending-operations.ts';

const readmeUrl = new URL('../README.md', import.meta.url);
// Only the handlers' names are read: building them reads the configuration but never the database or the mailer.
const context = { config: readConfig({}) } as AppContext;
const lines = pendingOperationLines(loadContract(), allHandlers(context));
const readme = readFileSync(readmeUrl, 'utf8').replace(
  /(<!-- pending:start -->\n)[\s\S]*?(<!-- pending:end -->)/,
  `$1${lines.map((line) => `${line}\n`).join('')}$2`,
);
writeFileSync(readmeUrl, readme);
console.log(`${lines.length} pending operations listed in README.md`);
