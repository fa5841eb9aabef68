import { useEffect, useRef, useState } from 'react';

/**
 * Runs `run` once when the component mounts and answers its result (undefined until it settles). For
 * single-use work such as spending a mailed token or a provider's code: StrictMode's second mount in
 * development must not spend it again, so a ref, not the effect, decides whether it ran. `run` settles
 * its own failures into its result: it must not reject.
 */
export function useRunOnce<T>(run: () => Promise<T>): T | undefined {
  const started = useRef(false);
  const [result, setResult] = useState<T>();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run().then((value) => setResult(() => value));
  }, [run]);
  return result;
}
