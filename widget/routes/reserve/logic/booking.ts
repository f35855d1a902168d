/** The create-reservation body from the journey (form + user form, flow and deal code). Pure. */
import type { CreateReservationBody } from '../../../../shared/api/requests';
import type { Language } from '../../../../shared/constants';
import type { FlowRules } from '../../../../shared/promotions/types';
import type { ReservationFormValues, UserFormValues } from '../../../state/forms';

/**
 * The POST /sites/{sid}/reservations body. A flow's activator text goes into the notes (* offer activation), the guest's remarks apart; the deal code travels as deal_code; the e-mail is the one chosen on pre-process; allow_double only once the guest answered the double question.
 */
export function bookingBody(input: {
  form: ReservationFormValues;
  user: UserFormValues;
  email: string;
  language: Language;
  flow?: FlowRules;
  dealCode?: string;
  /** The visit's random id, linking its searches turned away to this booking (./turned-away). */
  visitId?: string;
  /** The guest was told of a booking they hold at an overlapping time and books another anyway. */
  allowDouble?: boolean;
}): CreateReservationBody {
  const { form, user, flow, dealCode } = input;
  const notes = flow?.activatorNote() ?? '';
  return {
    date: form.date,
    time: form.timeSlot ?? '',
    party_size: form.party_size,
    first_name: user.first_name.trim(),
    last_name: user.last_name.trim(),
    email: input.email.trim().toLowerCase(),
    phone_number: user.phone_number,
    child_seats: form.child_seats,
    wheelchair_users: form.wheelchair_users,
    subscribed: user.subscribed,
    notes,
    remarks: form.remarks.trim(),
    ...(flow ? { flow: flow.promotion.name } : {}),
    ...(dealCode ? { deal_code: dealCode } : {}),
    language: input.language,
    ...(input.visitId ? { visit_id: input.visitId } : {}),
    allow_double: input.allowDouble ?? false,
  };
}
