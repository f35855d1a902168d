/**
 * The reservation flow's details page and the steps after it: check info, code input, process, success and failed.
 * One chunk, imported from the group's chunk (./load-on-demand) as soon as the guest chooses a time (./filter.tsx), so
 * it is there when the guest goes on, while the filter, the first screen, shows without it.
 */
import './booking-path.css';

export { CheckInfoPage } from './check-info';
export { CodeInputPage } from './code-input';
export { ProcessPage } from './process';
export { SuccessPage } from './success';
export { FailedPage } from './failed';
export { ReservePage } from './reserve';
export { bookingPathWords } from './booking-path-words';
