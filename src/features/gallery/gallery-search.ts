import { tableSearchValidator } from '@/components/table/table-search';

/** The columns the gallery's table may be sorted by. */
export const GALLERY_SORT_KEYS = ['name', 'events', 'created_at'] as const;

/**
 * The gallery routes' `validateSearch`: the table's page, page size and sort from the URL, every
 * unknown or invalid value replaced by its default.
 */
export const validateGallerySearch = tableSearchValidator({ sortKeys: GALLERY_SORT_KEYS });
