/**
 * What a preview fills a placeholder with until staff type their own: plausible values, so the mail reads
 * as a recipient would get it. Names without one here start empty (and are listed as missing).
 */
const SAMPLES: Readonly<Record<string, string>> = {
  name: 'Anna Kowalska',
  email: 'anna.kowalska@example.com',
  url: 'https://app.example.com/auth/reset-password/sample-token',
  expires_minutes: '60',
  wrong_codes: '5',
  pause_minutes: '15',
  ip_address: '203.0.113.7',
  ticket_number: '1042',
  subject: 'Events stopped arriving',
  excerpt: 'Since yesterday evening no events reach Meta…',
  author_name: 'Piotr Nowak',
  amount: '49.00 USD',
  total: '49.00 USD',
  domain: 'shop.example.com',
  invoice_number: 'INV-2026-0042',
};

/** The site's own placeholders, filled in by the server. */
const SITE_VARIABLES = ['app_name', 'app_url'];

/** The sample values of a template's variables (the site's own left to the server). */
export function sampleValuesFor(variables: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    variables.filter((name) => !SITE_VARIABLES.includes(name)).map((name) => [name, SAMPLES[name] ?? '']),
  );
}

/** Whether the server fills `name` itself (the site's name and address). */
export const isSiteVariable = (name: string) => SITE_VARIABLES.includes(name);
