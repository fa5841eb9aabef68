import { msg } from '@lingui/core/runtime-macro';
import { DEFAULT_LOCALE } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { detectLanguage } from './language-detection.ts';
import { listLanguages } from './languages.repo.ts';

/** Language detection for a first visit, against the active languages. */
export function languageDetectionHandlers({ db }: AppContext): Handlers {
  const detect: Handler<'detectLanguage'> = async (request) => {
    const active = await listLanguages(db, { activeOnly: true });
    const fallback = active.find((row) => row.isDefault) ?? active[0];
    const body = request.body as typeof request.body | undefined;
    const detection = detectLanguage(
      {
        browserLocales: body?.browser_locales,
        acceptLanguage: body?.accept_language ?? request.headers['accept-language'],
      },
      active.map((row) => row.code),
      fallback?.code ?? DEFAULT_LOCALE,
    );
    return ok(detection, request.t(msg`Language detected`));
  };

  return { detectLanguage: detect };
}
