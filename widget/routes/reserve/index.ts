/** Reservation flow lazy group (SPEC §2): one chunk for filter, restaurant and the site container's pages. */
import '../pages.css';
import './reserve.css';
export { FilterPage } from './filter';
export { RestaurantPage } from './restaurant';
export { ReservePage } from './reserve';
export { CheckInfoPage } from './check-info';
export { CodeInputPage } from './code-input';
export { PreProcessPage } from './pre-process';
export { ProcessPage } from './process';
export { YourCodePage } from './your-code';
export { SuccessPage } from './success';
export { FailedPage } from './failed';
export { reserveTexts } from './texts';
// The SPEC message catalogue the group's pages use; the group's loader (widget/app.tsx) loads the guest's language.
export { messageTexts } from '../../i18n/messages';
