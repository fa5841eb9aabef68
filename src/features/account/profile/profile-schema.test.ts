import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { profileRequest, profileSchema, profileValues, type ProfileValues } from './profile-schema';

const valid: ProfileValues = {
  name: 'Ola Nowak',
  first_name: '',
  last_name: '',
  phone: '',
  company: '',
  bio: '',
  timezone: 'Europe/Warsaw',
  language: 'pl',
};

/** The messages the schema gives, by field. */
function problems(values: Partial<ProfileValues>): Record<string, string[]> {
  const result = profileSchema(i18n).safeParse({ ...valid, ...values });
  const found: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.');
    (found[key] ??= []).push(issue.message);
  }
  return found;
}

describe('profileSchema', () => {
  it('accepts a name and blank optional fields', () => {
    expect(problems({})).toEqual({});
  });

  it('wants a name of at least 2 characters, spaces aside', () => {
    expect(problems({ name: ' O ' })).toEqual({ name: ['Name must be at least 2 characters'] });
  });

  it('holds each field to the contract’s length with the widgets’ message', () => {
    expect(problems({ first_name: 'x'.repeat(101), bio: 'y'.repeat(1001) })).toEqual({
      first_name: ['Maximum 100 characters allowed'],
      bio: ['Maximum 1,000 characters allowed'],
    });
    expect(problems({ bio: 'y'.repeat(1000) })).toEqual({});
  });

  it('takes a phone number the server accepts, or none', () => {
    expect(problems({ phone: '+48 600 100 200' })).toEqual({});
    expect(problems({ phone: 'call me' })).toEqual({ phone: ['Please enter a valid phone number'] });
  });

  it('needs a time zone and one of the app’s languages', () => {
    expect(problems({ timezone: '' })).toEqual({ timezone: ['This field is required'] });
    expect(problems({ language: 'it' as never })).toEqual({ language: ['This field is required'] });
  });
});

describe('profileValues and profileRequest', () => {
  it('shows missing optional fields as blanks', () => {
    const values = profileValues({ ...valid, first_name: null, bio: undefined });
    expect(values.first_name).toBe('');
    expect(values.bio).toBe('');
  });

  it('sends trimmed text, and blanks as null so the server clears them', () => {
    expect(profileRequest({ ...valid, name: '  Ola  ', company: ' Acme ', phone: '  ' })).toEqual({
      name: 'Ola',
      first_name: null,
      last_name: null,
      phone: null,
      company: 'Acme',
      bio: null,
      timezone: 'Europe/Warsaw',
      language: 'pl',
    });
  });
});
