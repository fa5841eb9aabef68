/**
 * Rewrites the README's list of pending operations (the contract's operations without a handler),
 * between its `pending:start` and `pending:end` markers. Run after adding handlers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadContract } from '../server/src/api/contract.ts';
import { implementedOperationIds } from '../server/src/routes/all-handlers.ts';
import { pendingOperationLines } from '../server/src/routes/pending-operations.ts';

const readmeUrl = new URL('../README.md', import.meta.url);
const lines = pendingOperationLines(loadContract(), implementedOperationIds());
const readme = readFileSync(readmeUrl, 'utf8').replace(
  /(<!-- pending:start -->\n)[\s\S]*?(<!-- pending:end -->)/,
  // Blank lines around the list, as Prettier writes them.
  `$1\n${lines.map((line) => `${line}\n`).join('')}\n$2`,
);
writeFileSync(readmeUrl, readme);
console.log(`${lines.length} pending operations listed in README.md`);
