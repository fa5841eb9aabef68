import { Resolver } from 'node:dns/promises';

/** Where to ask and how long to wait (DNS_RESOLVERS, DNS_TIMEOUT_MS). */
export interface DnsSettings {
  /** `host` or `host:port` of each resolver; empty asks the system's resolvers. */
  servers: readonly string[];
  /** How long one check may take in all, every hop of the chain included. */
  timeoutMs: number;
}

/** What DNS answered for a hostname that must be a CNAME of a target. */
export type CnameCheck =
  /** The hostname leads to the target, directly or through other CNAMEs (`chain`, in order). */
  | { outcome: 'verified'; chain: string[] }
  /** The hostname is a CNAME, but of `found` (its own record's value), and the chain never reaches the target. */
  | { outcome: 'wrong_target'; found: string }
  /** The hostname has no CNAME record (or does not exist). */
  | { outcome: 'no_record' }
  /** No resolver answered in time. */
  | { outcome: 'timeout' }
  /** A resolver answered with a failure (`code`, as `node:dns` names it: ESERVFAIL, EREFUSED…). */
  | { outcome: 'resolver_failure'; code: string };

/** CNAMEs followed at most: real chains are one to three long; more is a loop or a misconfiguration. */
const MAX_CHAIN = 8;

/** The codes that mean "no such record here", as opposed to a failure to find out. */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

/** A DNS name as compared: lower case, without the root's trailing dot. */
export function canonicalName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}

/** The CNAME of `name`, or null when it has none. */
async function cnameOf(resolver: Resolver, name: string): Promise<string | null> {
  try {
    const [value] = await resolver.resolveCname(name);
    return value ? canonicalName(value) : null;
  } catch (error) {
    if (NO_RECORD_CODES.has(errorCode(error))) return null;
    throw error;
  }
}

async function followChain(resolver: Resolver, hostname: string, target: string): Promise<CnameCheck> {
  const chain: string[] = [];
  let name = hostname;
  while (chain.length < MAX_CHAIN) {
    const next = await cnameOf(resolver, name);
    if (next === null) break;
    chain.push(next);
    if (next === target) return { outcome: 'verified', chain };
    name = next;
  }
  const [first] = chain;
  return first === undefined ? { outcome: 'no_record' } : { outcome: 'wrong_target', found: first };
}

/**
 * Looks up whether `hostname` is a CNAME of `target` now, with real DNS queries through `settings`'
 * resolvers, following a chain of CNAMEs (a record pointing at a provider's name that points at the
 * target counts). Never throws: a time-out or a resolver's failure is an outcome like the others.
 */
export async function checkCname(
  hostname: string,
  target: string,
  settings: DnsSettings,
): Promise<CnameCheck> {
  // c-ares' time-out is per query and try; the whole chain gets one deadline on top.
  const resolver = new Resolver({ timeout: Math.max(1, Math.floor(settings.timeoutMs / 2)), tries: 2 });
  if (settings.servers.length) resolver.setServers([...settings.servers]);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CnameCheck>((resolve) => {
    timer = setTimeout(() => {
      resolver.cancel();
      resolve({ outcome: 'timeout' });
    }, settings.timeoutMs);
  });
  const lookup = followChain(resolver, canonicalName(hostname), canonicalName(target)).catch(
    (error: unknown): CnameCheck => {
      const code = errorCode(error);
      return code === 'ETIMEOUT' || code === 'ECANCELLED'
        ? { outcome: 'timeout' }
        : { outcome: 'resolver_failure', code };
    },
  );
  try {
    return await Promise.race([lookup, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
