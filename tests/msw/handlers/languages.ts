import type { Language } from '@/api/queries/languages';
import { fiveLanguages } from '../../fixtures/languages';
import { contract, envelope } from '../contract';

// Tag `languages`.

export const languagesHandlers = {
  /** GET /languages/active: the reference server's five unless told otherwise. */
  active: (languages: Language[] = fiveLanguages()) =>
    contract.get('/languages/active', () => envelope(languages)),
  /** POST /languages/detect: `locale`, as if the browser asked for it. */
  detect: (locale = 'en') =>
    contract.post('/languages/detect', () =>
      envelope({
        detected_locale: locale,
        confidence: 1,
        detection_method: 'browser' as const,
        supported_locales: ['pl', 'en', 'es', 'de', 'fr'],
      }),
    ),
};
