import { expect, type APIRequestContext } from '@playwright/test';

/** A mail as the test server's dev mailbox (`GET /__dev/mail`) shows it. */
export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the mail, in order. */
  links: string[];
}

/** The mails the test server sent to `to`, newest first. */
async function mailTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const response = await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for the newest mail to `to` with a link matching `link`, and returns it: the mail went through
 * the server's real SMTP path to its catcher. `after` skips mails that were already there.
 */
export async function mailWithLink(
  request: APIRequestContext,
  to: string,
  link: RegExp,
  after = 0,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, to)).find(
          (one) => one.id > after && one.links.some((url) => link.test(url)),
        );
        return found;
      },
      { message: `a mail to ${to} with a link like ${link}`, timeout: 10_000 },
    )
    .toBeDefined();
  return found as CaughtMail;
}

/** The link matching `link` in the newest mail to `to` that has one (see mailWithLink). */
export async function linkFromMail(
  request: APIRequestContext,
  to: string,
  link: RegExp,
  after = 0,
): Promise<string> {
  const mail = await mailWithLink(request, to, link, after);
  return mail.links.find((url) => link.test(url)) as string;
}

/** The id of the newest mail to `to` (0 when none): pass it as `after` to wait for a newer one. */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  return (await mailTo(request, to))[0]?.id ?? 0;
}
