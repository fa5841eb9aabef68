import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('is 0 for an empty password', () => {
    expect(passwordStrength('')).toBe(0);
  });

  it('is weak while two rules or fewer are met', () => {
    expect(passwordStrength('a')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('Ab')).toBe(1);
  });

  it('is fair with three of the four rules met', () => {
    expect(passwordStrength('Abcdefgh')).toBe(2);
    expect(passwordStrength('Abc1')).toBe(2);
    expect(passwordStrength('ABCDEFG1')).toBe(2);
  });

  it('is good once every rule is met', () => {
    expect(passwordStrength('Abcdefg1')).toBe(3);
  });

  it('is strong with every rule met and 12 characters or a symbol', () => {
    expect(passwordStrength('Abcdefghijk1')).toBe(4);
    expect(passwordStrength('Abcdef1!')).toBe(4);
  });

  it('counts only the ASCII letters the server checks towards the letter rules', () => {
    expect(passwordStrength('ŁÓŹĆ1234')).toBe(1);
  });
});
