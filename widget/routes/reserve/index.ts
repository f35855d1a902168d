/**
 * Reservation flow lazy group (SPEC §2): one chunk for the filter and the site container's pages on a booking's
 * path; the screens off that path (restaurant page, pre-process, your code, alternatives) load on demand.
 */
// reserve.css takes in ../pages.css: one stylesheet for the flow (one request, compressed as one).
import './reserve.css';
export { FilterPage } from './filter';
export { ReservePage } from './reserve';
export { CheckInfoPage } from './check-info';
export { CodeInputPage } from './code-input';
export { ProcessPage } from './process';
export { SuccessPage } from './success';
export { FailedPage } from './failed';
// The restaurant page, pre-process, your code and the alternatives: a chunk of their own, loaded when needed.
export { loadOnDemand } from './load-on-demand';
export { reserveTexts } from './texts';
// The SPEC message catalogue the group's pages use; the group's loader (widget/app.tsx) loads the guest's language.
export { messageTexts } from '../../i18n/messages';
