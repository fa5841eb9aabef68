import { useEffect, useState } from 'react';
import { BUILT_IN_LANGUAGES, type Language } from './language-list';
import type { LanguageService } from './language-service';

/** The languages to offer: the built-in five at first, then the server's list once it arrives. */
export function useOfferedLanguages(service: LanguageService): readonly Language[] {
  const [languages, setLanguages] = useState<readonly Language[]>(BUILT_IN_LANGUAGES);
  useEffect(() => {
    let current = true;
    void service.languages().then((list) => {
      if (current) setLanguages(list);
    });
    return () => {
      current = false;
    };
  }, [service]);
  return languages;
}
