/** Retrieve flow lazy group (SPEC §2): retrieve, code-input, list. */
import '../pages.css';
export { RetrievePage } from './retrieve';
export { RetrieveCodeInputPage } from './code-input';
export { ReservationsListPage } from './list';
