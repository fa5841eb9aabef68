import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec section 9: a file may weigh up to 10 MB (10485760 bytes) unless told otherwise. */
export const UPLOAD_MAX_SIZE_MB = 10;
/** Spec section 9: at most 5 files unless told otherwise. */
export const UPLOAD_MAX_FILES = 5;

const BYTES_PER_MB = 1024 * 1024;

/** Spec section 4: pending, then uploading, then success or error. */
export type UploadStatus = 'pending' | 'uploading' | 'success' | 'error';

/** One file in an upload list (spec section 3). */
export type UploadItem = {
  id: string;
  name: string;
  size: number;
  type: string;
  file: File;
  status: UploadStatus;
  /** Percent, 0-100. */
  progress: number;
  /** Why the upload failed, already in the user's language; only set in the error status. */
  error?: string;
};

export type UploadLimits = {
  maxFiles: number;
  maxSizeMb: number;
  /** Like the HTML `accept` attribute: MIME types (`image/png`, `image/*`) and extensions (`.pdf`). */
  accept?: string;
};

export type UploadValidation = {
  /** The files that keep every limit, in the order given. */
  accepted: File[];
  /** One message per refused file, and one when the count limit cut the batch short. */
  errors: MessageDescriptor[];
};

/** Whether a file matches an `accept` list; an empty or missing list accepts everything. */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * Splits a picked or dropped batch into the files to upload and the messages for those refused.
 * A file of the wrong type or too large is refused on its own; the ones that pass take the free
 * places (`maxFiles` less the `current` items) in order, and the rest are refused with one message.
 */
export function validateUploadBatch(
  files: readonly File[],
  current: number,
  limits: UploadLimits,
): UploadValidation {
  const accepted: File[] = [];
  const errors: MessageDescriptor[] = [];
  const free = Math.max(0, limits.maxFiles - current);
  let overLimit = false;
  for (const candidate of files) {
    const file = candidate.name;
    if (!matchesAccept(candidate, limits.accept)) {
      errors.push(msg`${file}: Invalid file type`);
    } else if (candidate.size > limits.maxSizeMb * BYTES_PER_MB) {
      const n = limits.maxSizeMb;
      errors.push(msg`${file}: File size exceeds ${n}MB`);
    } else if (accepted.length < free) {
      accepted.push(candidate);
    } else {
      overLimit = true;
    }
  }
  if (overLimit) {
    const n = limits.maxFiles;
    errors.push(msg`Maximum ${n} files allowed`);
  }
  return { accepted, errors };
}

/** Keeps an upload's progress within 0-100 percent (a value that is not a number counts as 0). */
export function clampUploadProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size for people, in binary steps (1 MB = 1024 KB, as the size limit counts), e.g. "1.5 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

let lastId = 0;

/** A new pending item for a file. Ids come from a counter: `crypto.randomUUID` needs HTTPS. */
export function createUploadItem(file: File): UploadItem {
  lastId += 1;
  return {
    id: `upload-${lastId}`,
    name: file.name,
    size: file.size,
    type: file.type,
    file,
    status: 'pending',
    progress: 0,
  };
}

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'replace'; items: UploadItem[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'succeed'; id: string }
  | { type: 'fail'; id: string; error: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string };

// Which status each step may leave from: a late progress report or a result for an item that
// was removed or retried meanwhile changes nothing.
type ItemStep = Exclude<UploadAction, { type: 'add' | 'replace' | 'remove' }>;

const FROM: Record<ItemStep['type'], UploadStatus> = {
  start: 'pending',
  progress: 'uploading',
  succeed: 'uploading',
  fail: 'uploading',
  retry: 'error',
};

function step(item: UploadItem, action: ItemStep): UploadItem {
  switch (action.type) {
    case 'start':
      return { ...item, status: 'uploading', progress: 0 };
    case 'progress':
      return { ...item, progress: clampUploadProgress(action.progress) };
    case 'succeed':
      return { ...item, status: 'success', progress: 100 };
    case 'fail':
      return { ...item, status: 'error', error: action.error };
    case 'retry':
      return { ...item, status: 'pending', progress: 0, error: undefined };
  }
}

/**
 * Moves upload items through their lifecycle. A step that does not fit the item's status (say, a
 * success for an item already failed) returns the list unchanged, so React skips the render.
 */
export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return action.items.length === 0 ? items : [...items, ...action.items];
    case 'replace':
      return action.items;
    case 'remove':
      return items.some((item) => item.id === action.id)
        ? items.filter((item) => item.id !== action.id)
        : items;
    default: {
      const target = items.find((item) => item.id === action.id);
      if (!target || target.status !== FROM[action.type]) return items;
      const next = step(target, action);
      return items.map((item) => (item === target ? next : item));
    }
  }
}
