/** The name the downloaded recovery codes are saved under. */
export const RECOVERY_CODES_FILE_NAME = 'tracklane-recovery-codes.txt';

/**
 * The recovery codes as a text file: what they are (the heading, in the user's language), then one code
 * per line, so a code can be copied from the file as it is.
 */
export function recoveryCodesText(heading: readonly string[], codes: readonly string[]): string {
  return [...heading, '', ...codes, ''].join('\n');
}
