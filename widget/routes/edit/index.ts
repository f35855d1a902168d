/** Reservation edit flow lazy group (SPEC §2): edit, edit/check, edit/process, cancel, cancel/success. */
import '../pages.css';
export { EditPage } from './edit';
export { EditCheckPage } from './edit-check';
export { EditProcessPage } from './edit-process';
export { CancelPage } from './cancel';
export { CancelSuccessPage } from './cancel-success';
// The SPEC message catalogue the group's pages use; the group's loader (widget/app.tsx) loads the guest's language.
export { messageTexts } from '../../i18n/messages';
