import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { languageDetectionHandlers } from './language-detection.handlers.ts';
import { languageListHandlers } from './languages.handlers.ts';

/** The operations of the `languages` tag. */
export function languagesHandlers(context: AppContext): Handlers {
  return {
    ...languageListHandlers(context),
    ...languageDetectionHandlers(context),
  };
}
