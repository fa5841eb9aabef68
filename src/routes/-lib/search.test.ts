import { describe, expect, it } from 'vitest';
import { stringSearch } from './search';

describe('stringSearch', () => {
  const validate = stringSearch('code', 'state');

  it('keeps the named string parameters', () => {
    expect(validate({ code: 'abc', state: 'xyz' })).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('drops parameters it was not told about', () => {
    expect(validate({ code: 'abc', redirect: '/admin' })).toEqual({ code: 'abc' });
  });

  it('turns numbers the router parsed back into text', () => {
    expect(stringSearch('expires')({ expires: 1712345678 })).toEqual({ expires: '1712345678' });
  });

  it('drops empty, structured and non-finite values', () => {
    expect(validate({ code: '', state: { nested: true } })).toEqual({});
    expect(stringSearch('expires')({ expires: Number.NaN })).toEqual({});
  });
});
