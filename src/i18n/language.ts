import { createLanguageService } from './language-service';

/** The app's language system. */
export const languageService = createLanguageService();
