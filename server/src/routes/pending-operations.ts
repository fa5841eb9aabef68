import type { Contract } from '../api/contract.ts';
import type { Handlers } from '../api/handler.ts';

/** The operations of the contract that have no handler yet, as README lines: `- tag: METHOD /path (operationId)`. */
export function pendingOperationLines(contract: Contract, handlers: Handlers): string[] {
  const lines: string[] = [];
  for (const [path, pathItem] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [
      string,
      { operationId: string; tags?: string[] },
    ][]) {
      if (typeof operation !== 'object' || !('operationId' in operation)) continue;
      if (operation.operationId in handlers) continue;
      lines.push(
        `- ${operation.tags?.[0] ?? 'untagged'}: \`${method.toUpperCase()} ${path}\` (${operation.operationId})`,
      );
    }
  }
  return lines;
}
