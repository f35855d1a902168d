/** User edit flow lazy group (SPEC §2): edit, edit/code-input, edit/process. */
import '../pages.css';
export { UserEditPage } from './user-edit';
export { UserCodeInputPage } from './code-input';
export { UserProcessPage } from './process';
// The SPEC message catalogue the group's pages use; the group's loader (widget/app.tsx) loads the guest's language.
export { messageTexts } from '../../i18n/messages';
