/**
 * The details form's schema chunk: the shared schema (it carries the phone metadata) and the high-chairs bound,
 * loaded together when the form opens. One module, so the rest of shared/schemas/fields is tree-shaken away.
 */
export { ReservationDetailsSchema } from '../../../../shared/schemas/reservation-details';
export { CHILD_SEATS_MAX } from '../../../../shared/schemas/fields';
