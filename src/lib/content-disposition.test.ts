import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameOf('attachment; filename="analytics-2025-01-01-2025-01-31.csv"', 'x.csv')).toBe(
      'analytics-2025-01-01-2025-01-31.csv',
    );
  });

  it('prefers the encoded name and reads a bare one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''analiza%20%C5%BC.csv`, 'x.csv')).toBe(
      'analiza ż.csv',
    );
    expect(fileNameOf('attachment; filename=report.csv', 'x.csv')).toBe('report.csv');
  });

  it('falls back without a header or a name, and never keeps a path', () => {
    expect(fileNameOf(null, 'analytics.csv')).toBe('analytics.csv');
    expect(fileNameOf('attachment', 'analytics.csv')).toBe('analytics.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
  });
});
