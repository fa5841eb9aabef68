import type { Contract } from '../api/contract.ts';

/** The operations of the contract that have no handler yet, as README lines: `- tag: METHOD /path (operationId)`. */
export function pendingOperationLines(contract: Contract, implemented: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  for (const [path, pathItem] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [
      string,
      { operationId: string; tags?: string[] },
    ][]) {
      if (typeof operation !== 'object' || !('operationId' in operation)) continue;
      if (implemented.has(operation.operationId)) continue;
      lines.push(
        `- ${operation.tags?.[0] ?? 'untagged'}: \`${method.toUpperCase()} ${path}\` (${operation.operationId})`,
      );
    }
  }
  return lines;
}
