import { createHash } from 'node:crypto';
import type { EventUserData } from '../../db/schema/events.ts';

/**
 * An opaque id of the visitor behind an event, for counting distinct visitors: from the email hash when
 * the sender gave one (the same person across devices), else from the address and browser together.
 * Hashed again, so the id never carries the address itself. Null when the event says nothing of anyone.
 */
export function visitorIdOf(userData: EventUserData): string | null {
  const basis = userData.email_hash
    ? `email:${userData.email_hash}`
    : userData.client_ip && userData.user_agent
      ? `browser:${userData.client_ip}|${userData.user_agent}`
      : null;
  return basis && createHash('sha256').update(basis).digest('hex').slice(0, 32);
}

/** The kind of device a user agent names: tablets first, since many also say "Mobile". */
export function deviceOf(userAgent: string | undefined): 'desktop' | 'mobile' | 'tablet' | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
