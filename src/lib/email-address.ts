/**
 * The address pattern of zod's `z.email()`, which the other forms check with: the sign-in form, shipped
 * with the first load, checks without zod and must accept exactly the same addresses.
 */
const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `text` is an email address as the forms accept one (no spaces around it). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
