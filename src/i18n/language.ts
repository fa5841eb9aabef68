import { api } from '@/api/api';
import { createLanguageService } from './language-service';

/** The app's language system, on the app's API client. */
export const languageService = createLanguageService({ api });
