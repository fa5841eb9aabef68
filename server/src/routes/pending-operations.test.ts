import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { loadContract } from '../api/contract.ts';
import { allHandlers, implementedOperationIds } from './all-handlers.ts';
import { pendingOperationLines } from './pending-operations.ts';

const server = useTestServer();

describe('pending operations', () => {
  it('are exactly the ones the README lists as pending', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const listed = /<!-- pending:start -->\n([\s\S]*?)<!-- pending:end -->/.exec(readme)?.[1] ?? '';
    const expected = pendingOperationLines(loadContract(), implementedOperationIds());
    expect(listed.trim().split('\n').filter(Boolean)).toEqual(expected);
  });

  it('are known without a server, as the running server knows them', () => {
    expect(implementedOperationIds()).toEqual(new Set(Object.keys(allHandlers(server().context))));
  });
});
