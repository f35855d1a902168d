/**
 * Reservation flow lazy group: one chunk for the filter; the details form and the steps after it load once a time is
 * chosen (./booking-path), the screens off a booking's path (restaurant page, pre-process, your code, alternatives)
 * on demand.
 */
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import { reserveWords } from './reserve-words';
// reserve.css takes in ../pages.css: one stylesheet for the flow (one request, compressed as one).
import './reserve.css';
export { FilterPage } from './filter';
// The frame every later step wraps (the details, the steps after, the off-path screens): loaded with the group, so
// those chunks share it instead of each bringing it.
export { ReservationStepPage } from './components/close-question';
// The restaurant page, pre-process, your code and the alternatives: a chunk of their own, loaded when needed; the
// steps after the details (check, code, process, success, failed): a chunk fetched while the guest types them.
export { loadBookingPath, loadOnDemand } from './load-on-demand';

/** The words the flow's pages read, in the guest's language: its step loads (./flow.ts) wait for them. */
export const loadWords = (language: Language) =>
  Promise.all([messageWords.load(language), reserveWords.load(language)]);
