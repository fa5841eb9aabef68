import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentCheck } from '@/api/queries/admin-system';

/** Each check's name as the screen shows it. */
export const CHECK_NAMES: Record<ComponentCheck['name'], MessageDescriptor> = {
  database: msg`Database`,
  mail: msg`Mail`,
  queue: msg`Job workers`,
  disk: msg`Disk of the data folder`,
  backups: msg`Last backup`,
  dns: msg`DNS provider`,
  payments: msg`Payment provider`,
};

type Unit = NonNullable<ComponentCheck['threshold']>['unit'];

/** A measured value in its unit, e.g. "120 ms", "42 % free", "3 h", "0 min". */
export function valueWithUnit(value: number, unit: Unit, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  switch (unit) {
    case 'ms':
      return `${number} ms`;
    case 'percent_free':
      return `${number} %`;
    case 'hours':
      return `${number} h`;
    case 'minutes':
      return `${number} min`;
  }
}
