import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { loadContract } from '../api/contract.ts';
import { allHandlers } from './all-handlers.ts';
import { pendingOperationLines } from './pending-operations.ts';

const server = useTestServer();

describe('pending operations', () => {
  it('are exactly the ones the README lists as pending', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const listed = /<!-- pending:start -->\n([\s\S]*?)<!-- pending:end -->/.exec(readme)?.[1] ?? '';
    const expected = pendingOperationLines(loadContract(), allHandlers(server().context));
    expect(listed.trim().split('\n').filter(Boolean)).toEqual(expected);
  });
});
