/** User edit flow lazy group: edit, edit/code-input, edit/process. */
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import '../pages.css';
import './your-data.css';
export { UserEditPage } from './user-edit';
export { UserCodeInputPage } from './code-input';
export { UserProcessPage } from './process';

/** The words the flow's pages read, in the guest's language: its step loads (./flow.ts) wait for them. */
export const loadWords = (language: Language) => messageWords.load(language);
