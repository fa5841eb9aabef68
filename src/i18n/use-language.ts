import { useSyncExternalStore } from 'react';
import { languageService } from './language';
import type { LanguageService, LanguageSnapshot } from './language-service';

/** The active language and whether a switch is loading, re-rendering when either changes. */
export function useLanguage(service: LanguageService = languageService): LanguageSnapshot {
  return useSyncExternalStore(service.subscribe, service.getSnapshot);
}
