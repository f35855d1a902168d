/** Reservation edit flow lazy group: edit, edit/check, edit/process, cancel, cancel/success. */
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import '../pages.css';
export { EditPage } from './edit';
export { EditCheckPage } from './edit-check';
export { EditProcessPage } from './edit-process';
export { CancelPage } from './cancel';
export { CancelSuccessPage } from './cancel-success';

/** The words the flow's pages read, in the guest's language: its step loads (./flow.ts) wait for them. */
export const loadWords = (language: Language) => messageWords.load(language);
