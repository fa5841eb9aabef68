import { createHash, randomUUID } from 'node:crypto';
import { storedDeliveryError } from '../../routes/events/delivery/delivery-errors.ts';
import type { Database } from '../database.ts';
import { ensureEventPartitions } from '../event-partitions.ts';
import { insertEvents } from '../event-inserts.ts';
import { events, type EventDelivery, type EventStatus } from '../schema/events.ts';

type EventRow = typeof events.$inferInsert;
type Random = () => number;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The owner lives in Europe/Warsaw; traffic follows their day. Only shapes the curve, so ±1 h is fine. */
const LOCAL_OFFSET_MS = HOUR_MS;
/** Rows per INSERT: 20 columns each stays well under PostgreSQL's 65 535 parameters. */
const CHUNK = 2000;

/** Share of a day's events in each local hour, 0 to 23. */
const HOURLY = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 9, 9, 9, 9, 9, 9, 10, 11, 12, 12, 10, 7, 4];
/** `''`: the country could not be resolved. */
const COUNTRIES = { PL: 45, DE: 15, US: 10, GB: 8, CZ: 6, FR: 6, NL: 5, '': 5 };
const DEVICES = { mobile: 58, desktop: 36, tablet: 6 } as const;

export interface EventKind {
  name: string;
  weight: number;
  /** Path of the page it happens on. */
  path: string;
  /** Prefix of the sender's event id. */
  idPrefix: string;
  /** A conversion value in major units, for kinds that carry one. */
  value?: (random: Random) => number;
  /** Whether the sender knows who the visitor is (an email hash goes along). */
  identified?: boolean;
}

/** How one demo domain's traffic looks. */
export interface TrafficProfile {
  domainId: string;
  host: string;
  /** Days of history, ending now. */
  days: number;
  /** Events per day at the start of the history and today: the growth trend. */
  dailyFrom: number;
  dailyTo: number;
  /** Factor per weekday, Sunday first. */
  weekly: readonly [number, number, number, number, number, number, number];
  kinds: readonly EventKind[];
  currency: string;
  /** Share of events sent by the browser through the tracking domain rather than by the site's server. */
  browserShare: number;
  services: readonly string[];
  /** Days (counted back from today) when one service rejected many deliveries, and why (a stored code). */
  incident?: { daysAgo: readonly number[]; service: string; error: string; rate: number };
  /** Test events sent from the dashboard in the last days. */
  testEvents: number;
}

/** mulberry32: small, fast and seedable, so the demo figures are the same on every install. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks a key with probability proportional to its weight. */
function weighted<K>(entries: readonly (readonly [K, number])[]): (random: Random) => K {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  // The last bound is infinite so rounding can never fall past it.
  const bounds = entries.map(
    ([key, weight], index) =>
      [key, index === entries.length - 1 ? Infinity : (running += weight) / total] as const,
  );
  return (random) => {
    const roll = random();
    for (const [key, bound] of bounds) if (roll < bound) return key;
    throw new Error('nothing to pick from');
  };
}

const pickHour = weighted(HOURLY.map((weight, hour) => [hour, weight] as const));
const pickCountry = weighted(Object.entries(COUNTRIES));
const pickDevice = weighted(Object.entries(DEVICES) as [keyof typeof DEVICES, number][]);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The events of one profile, from `days` days ago up to `now`; deterministic for a given seed and now. */
export function generateEvents(profile: TrafficProfile, now: Date, seed: number): EventRow[] {
  const random = seededRandom(seed);
  const rows: EventRow[] = [];
  const counters = new Map<string, number>();
  const localToday = Math.floor((now.getTime() + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
  const pickKind = weighted(profile.kinds.map((kind) => [kind, kind.weight] as const));

  for (let daysAgo = profile.days - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = localToday - daysAgo * DAY_MS;
    const progress = 1 - daysAgo / Math.max(1, profile.days - 1);
    const weekday = new Date(dayStart + LOCAL_OFFSET_MS).getUTCDay();
    const trend = profile.dailyFrom + (profile.dailyTo - profile.dailyFrom) * progress;
    const count = Math.round(trend * (profile.weekly[weekday] ?? 1) * (0.9 + random() * 0.2));
    const incident = profile.incident?.daysAgo.includes(daysAgo) ? profile.incident : undefined;

    for (let index = 0; index < count; index += 1) {
      const time = dayStart + pickHour(random) * HOUR_MS + Math.floor(random() * HOUR_MS);
      const kind = pickKind(random);
      const visitor = `${daysAgo}-${Math.floor(random() * Math.max(1, count / 3))}`;
      const failingService = incident && random() < incident.rate ? incident.service : undefined;
      const failsAnyway = random() < 0.012;
      const country = pickCountry(random);
      const device = pickDevice(random);
      const source = random() < profile.browserShare ? 'browser' : 'server';
      const value = kind.value?.(random);
      if (time > now.getTime() - 5_000) continue;

      const number = (counters.get(kind.name) ?? 0) + 1;
      counters.set(kind.name, number);
      const failed =
        failingService ?? (failsAnyway ? profile.services[number % profile.services.length] : undefined);
      // Finished, every one: no delivery job of the seed's is queued that would finish a pending one.
      const status: EventStatus = failed ? 'failed' : 'processed';
      const error =
        failingService && incident ? incident.error : storedDeliveryError({ code: 'timeout', seconds: 10 });
      const received = time + 200 + Math.floor(random() * 1800);
      const processedAt = new Date(received + 300 + Math.floor(random() * 4000));
      const deliveries: EventDelivery[] = profile.services.map((service) => ({
        service,
        status: service === failed ? 'failed' : 'processed',
        error: service === failed ? error : null,
        attempts: service === failed ? 3 : 1,
        last_attempt_at: processedAt.toISOString(),
      }));
      rows.push({
        id: randomUUID(),
        domainId: profile.domainId,
        eventName: kind.name,
        eventId: `${kind.idPrefix}-${String(number).padStart(6, '0')}`,
        source,
        status,
        value: value ?? null,
        currency: value === undefined ? null : profile.currency,
        pageUrl: `https://${profile.host}${kind.path}`,
        country: country || null,
        device,
        visitorId: `${profile.host}:${visitor}`,
        userData: kind.identified ? { email_hash: sha256(`customer-${visitor}@example.com`) } : {},
        customData: kind.value ? { order_id: `${kind.idPrefix}-${number}`, num_items: 1 + (number % 3) } : {},
        deliveries,
        error: status === 'failed' ? error : null,
        attempts: status === 'failed' ? 3 : 1,
        eventTime: new Date(time),
        processedAt,
        createdAt: new Date(received),
      });
    }
  }
  rows.push(...testEvents(profile, now, random));
  return rows;
}

/** A few test events sent from the `/events/test` screen: stored and shown, never forwarded. */
function testEvents(profile: TrafficProfile, now: Date, random: Random): EventRow[] {
  return Array.from({ length: profile.testEvents }, (_, index) => {
    const time = new Date(now.getTime() - Math.floor((1 + random() * 70) * HOUR_MS));
    return {
      domainId: profile.domainId,
      eventName: index % 2 ? 'Purchase' : 'Lead',
      eventId: `test-${String(index + 1).padStart(3, '0')}`,
      source: 'test' as const,
      status: 'processed' as const,
      value: index % 2 ? 1 : null,
      currency: index % 2 ? profile.currency : null,
      pageUrl: `https://${profile.host}/`,
      eventTime: time,
      processedAt: new Date(time.getTime() + 800),
      createdAt: time,
    };
  });
}

/**
 * Generates and stores the events of every profile with multi-row inserts; the triggers fill the rollups
 * once per statement. Returns how many events were stored.
 */
export async function seedDemoEvents(db: Database, profiles: readonly TrafficProfile[], now: Date) {
  const longest = Math.max(...profiles.map((profile) => profile.days));
  await ensureEventPartitions(db, new Date(now.getTime() - longest * DAY_MS), now);
  let stored = 0;
  for (const [index, profile] of profiles.entries()) {
    const rows = generateEvents(profile, now, 20_260_801 + index);
    for (let start = 0; start < rows.length; start += CHUNK) {
      await insertEvents(db, rows.slice(start, start + CHUNK));
    }
    stored += rows.length;
  }
  return stored;
}
