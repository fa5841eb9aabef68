import { describe, expect, it } from 'vitest';
import { socialProviderOf } from './social-providers';

describe('socialProviderOf', () => {
  it("names the contract's providers and nothing else", () => {
    expect(socialProviderOf('github')).toBe('github');
    expect(socialProviderOf('myspace')).toBeUndefined();
    expect(socialProviderOf('toString')).toBeUndefined();
    expect(socialProviderOf(undefined)).toBeUndefined();
  });
});
