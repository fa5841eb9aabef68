import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (as JSON) for `delayMs`: what a call made on every change should
 * use, so typing sends one call rather than one per key.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as Value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
