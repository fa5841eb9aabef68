import { describe, expect, it } from 'vitest';
import { recoveryCodesText } from './recovery-codes-text';

describe('recoveryCodesText', () => {
  it('puts the heading first, then a blank line, then one code per line', () => {
    expect(
      recoveryCodesText(
        ['Recovery codes for ola@example.com', 'Each works once.'],
        ['aaaaa-bbbbb', 'ccccc-ddddd'],
      ),
    ).toBe('Recovery codes for ola@example.com\nEach works once.\n\naaaaa-bbbbb\nccccc-ddddd\n');
  });
});
