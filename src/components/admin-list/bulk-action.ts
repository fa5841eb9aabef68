import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { failureMessage } from '@/components/form/form-failure';
import type { BulkTarget } from './list-selection';

/** What a bulk action did: how many rows it changed, and why each of the others was refused. */
export type BulkOutcome = { done: number; failed: { id: string; message: string }[] };

/**
 * An action on many rows of an admin list. The list asks before it runs, naming the count (the rows
 * ticked, or the list's total for everything matching), and with `reason` asks why as well.
 */
export type BulkAction = {
  id: string;
  /** The button's words ("Suspend"). */
  label: ReactNode;
  icon?: ReactNode;
  /** What it can run on: ticked rows, everything matching the filters, or both. */
  targets: readonly BulkTarget['kind'][];
  /**
   * Also shown above the list with nothing ticked, running on everything matching (an export). Needs
   * `matching` among the targets.
   */
  always?: boolean;
  /** Red for what stops or removes something; plain otherwise (the default). */
  tone?: 'destructive' | 'default';
  /** Asks for a reason (3–500 characters) kept in the audit trail. */
  reason?: boolean;
  /** The confirmation's words for `count` rows. */
  confirm: (count: number) => { title: ReactNode; description: ReactNode; confirmLabel: ReactNode };
  /**
   * Runs it. Throwing keeps the confirmation open with the refusal (a 422 on `reason` under its field);
   * an outcome with refusals closes it and tells which rows were refused.
   */
  run: (target: BulkTarget, reason: string) => Promise<BulkOutcome | undefined>;
};

/**
 * Runs `change` on each id in turn (one request at a time, so a long selection does not flood the
 * server) and counts the outcome. When every one was refused, the first refusal is thrown, so the
 * confirmation shows it and keeps what was typed.
 */
export async function runForEach(
  ids: readonly string[],
  change: (id: string) => Promise<unknown>,
  fallback: MessageDescriptor,
  i18n: I18n,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, failed: [] };
  const errors: unknown[] = [];
  for (const id of ids) {
    try {
      await change(id);
      outcome.done += 1;
    } catch (error) {
      errors.push(error);
      outcome.failed.push({ id, message: failureMessage(error, fallback, i18n) });
    }
  }
  const [first] = errors;
  // The refusal as the call made it (an ApiError), so the confirmation can file a 422 under its field.
  if (outcome.done === 0 && first !== undefined) {
    throw first instanceof Error ? first : new Error(outcome.failed[0]?.message);
  }
  return outcome;
}
