import type { Account } from 'oidc-provider';

/** A person the local provider offers on its sign-in page. */
export interface DevIdentity {
  email: string;
  name: string;
}

/** Offered with one click; any other address can be typed in. */
export const DEV_IDENTITIES: readonly DevIdentity[] = [
  { email: 'lena@local.test', name: 'Lena Local' },
  { email: 'piotr@local.test', name: 'Piotr Próbny' },
];

/** `jan.kowalski@x` → `Jan Kowalski`: a readable name for an address typed without one. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The local provider's accounts: the account id is the email address (lower case), which the provider
 * always reports as verified. Names given on the sign-in page are remembered for the ID token.
 */
export class DevDirectory {
  private readonly names = new Map<string, string>(
    DEV_IDENTITIES.map((identity) => [identity.email, identity.name]),
  );

  /** Remembers who signed in and answers the account id to hand to the provider. */
  signIn(email: string, name?: string): string {
    const accountId = email.trim().toLowerCase();
    const given = name?.trim();
    if (given) this.names.set(accountId, given.slice(0, 100));
    return accountId;
  }

  find(accountId: string): Account {
    const name = this.names.get(accountId) ?? nameFromEmail(accountId);
    return {
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true, name }),
    };
  }
}
