import { useEffect, useState } from 'react';

/** `value` once it has stayed the same (as JSON) for `delayMs`, so typing asks the server once. */
export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as Value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
