import { msg } from '@lingui/core/runtime-macro';
import type { FieldError } from '../../lib/http-error.ts';

/**
 * How many objects and arrays a field of an item may nest, the field's own value the first: `custom_data`
 * with a list of products (`{ contents: [{ id, quantity }] }`) is 3. Bounded because what a sender
 * nests is walked, copied and stored (as JSON, whose readers recurse) for every event.
 */
export const MAX_FIELD_DEPTH = 10;
/** The most an item may weigh as JSON (UTF-8 bytes): 32 KiB, 32 times a large purchase event. */
export const MAX_ITEM_BYTES = 32 * 1024;

const boundMessages = {
  tooDeep: msg({ message: 'This value nests too deeply: at most {limit} levels' }),
  tooLarge: msg({ message: 'This event is too large: at most {limit} kB as JSON' }),
};

/**
 * How many objects and arrays `value` nests, itself included (0 for text, a number…), counted no
 * further than `limit + 1`. Walked with a stack, not recursion: a body may nest deeper than the call
 * stack goes (a 22 kB body nests 4,500 levels).
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    deepest = Math.max(deepest, next.depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return deepest;
}

/**
 * What an item breaks of the bounds above, by field relative to the item (`custom_data`; `''` for the
 * item as a whole): each top-level field that nests too deeply, else the item's size. Nothing when it
 * keeps within them. An item that is no object is the schema's to refuse, which it does without
 * reading inside it.
 */
export function itemBoundErrors(raw: unknown): Record<string, FieldError[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const tooDeep = Object.entries(raw).filter(
    ([, value]) => nestingDepth(value, MAX_FIELD_DEPTH) > MAX_FIELD_DEPTH,
  );
  if (tooDeep.length) {
    return Object.fromEntries(
      tooDeep.map(([field]) => [
        field,
        [{ message: boundMessages.tooDeep, values: { limit: MAX_FIELD_DEPTH } }],
      ]),
    );
  }
  // Every field nests a few levels at most now, so JSON.stringify's recursion is safe.
  if (Buffer.byteLength(JSON.stringify(raw)) > MAX_ITEM_BYTES) {
    return { '': [{ message: boundMessages.tooLarge, values: { limit: MAX_ITEM_BYTES / 1024 } }] };
  }
  return {};
}
