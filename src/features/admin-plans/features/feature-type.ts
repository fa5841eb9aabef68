import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminFeature } from '@/api/queries/admin-plans';

/** Each kind of feature in words. */
export const FEATURE_TYPE_NAMES: Record<AdminFeature['type'], MessageDescriptor> = {
  boolean: msg`Switch (yes or no)`,
  limit: msg`Limit (a number)`,
  text: msg`Text`,
};
