// NOT SECURITY. The spec asks for the token to be stored "obfuscated", so it does not sit in storage as
// readable text (a glance at devtools, a casual dump of localStorage). Anyone who can run script in the
// page can reverse it: this is a reversible XOR with a fixed key, then base64.
const KEY = new TextEncoder().encode('tracklane');

function xor(bytes: Uint8Array): Uint8Array {
  return bytes.map((byte, index) => byte ^ (KEY[index % KEY.length] ?? 0));
}

/** Scrambles `text` into an opaque base64 string; {@link reveal} turns it back. */
export function obfuscate(text: string): string {
  return btoa(String.fromCharCode(...xor(new TextEncoder().encode(text))));
}

/** The text {@link obfuscate} scrambled; throws on a value it did not produce. */
export function reveal(scrambled: string): string {
  const bytes = Uint8Array.from(atob(scrambled), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes));
}
