/** Retrieve flow lazy group (SPEC §2): retrieve, code-input, list. */
import '../pages.css';
export { RetrievePage } from './retrieve';
export { RetrieveCodeInputPage } from './code-input';
export { ReservationsListPage } from './list';
// The SPEC message catalogue the group's pages use; the group's loader (widget/app.tsx) loads the guest's language.
export { messageTexts } from '../../i18n/messages';
