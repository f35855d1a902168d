/** Retrieve flow lazy group: retrieve, code-input, list. */
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import '../pages.css';
export { RetrievePage } from './retrieve';
export { RetrieveCodeInputPage } from './code-input';
export { ReservationsListPage } from './list';

/** The words the flow's pages read, in the guest's language: its step loads (./flow.ts) wait for them. */
export const loadWords = (language: Language) => messageWords.load(language);
