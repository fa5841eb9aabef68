/** The image formats an avatar may have, by the extension its file is stored under. */
export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

const startsWith = (data: Buffer, bytes: readonly number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * The format of an image from its first bytes (its "magic number"), or null for anything else. The
 * browser's declared content type is not trusted: a file is served back by the extension chosen here.
 */
export function imageType(data: Buffer): ImageExtension | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  return null;
}
