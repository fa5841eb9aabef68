import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  payload: AdapterPayload;
  expiresAt: number;
}

/** What a grant's revocation takes with it; sessions and interactions also carry a grantId but stay. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * Keeps the local provider's sessions, interactions, codes and tokens in this process's memory, with
 * their expiry. Enough for a demo identity provider; every entry lives minutes to hours.
 */
export function memoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  const findBy = (model: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries) {
      if (entry.model === model && entry.payload[field] === value) return live(key)?.payload;
    }
    return undefined;
  };
  const prune = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        prune();
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(keyOf(id), { model, payload, expiresAt });
      },
      async find(id) {
        return live(keyOf(id))?.payload;
      },
      async findByUid(uid) {
        return findBy(model, 'uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy(model, 'userCode', userCode);
      },
      async consume(id) {
        const entry = live(keyOf(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (GRANTABLE.has(entry.model) && entry.payload.grantId === grantId) entries.delete(key);
        }
      },
    };
  };
}
