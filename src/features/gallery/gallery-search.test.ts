import { describe, expect, it } from 'vitest';
import { validateGallerySearch } from './gallery-search';

describe('validateGallerySearch', () => {
  it('keeps a valid page, page size and sort', () => {
    expect(validateGallerySearch({ page: '2', per_page: '20', sort: 'events', order: 'desc' })).toMatchObject(
      {
        page: 2,
        per_page: 20,
        sort: 'events',
        order: 'desc',
      },
    );
  });

  it('drops defaults and values it does not know, so they leave the address', () => {
    expect(
      validateGallerySearch({ page: '0', per_page: '7', sort: 'plan', order: 'desc', search: '' }),
    ).toEqual({ page: undefined, per_page: undefined, sort: undefined, order: undefined, search: undefined });
  });
});
