/** The reservation details form: validation with the shared schema, messages as keys. */
import { safeParse } from 'valibot';
import { fieldErrors, type FieldError } from '../../../../shared/schemas/field-errors';
import type { ReservationDetailsInput } from '../../../../shared/schemas/reservation-details';

export type DetailsValues = Required<
  Pick<
    ReservationDetailsInput,
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'email'
    | 'child_seats'
    | 'wheelchair_users'
    | 'remarks'
    | 'subscribe'
    | 'rememberme'
  >
>;

/**
 * The schema chunk: the shared schema and the most high chairs a booking may ask (shared/schemas/fields). It pulls
 * in the phone metadata, so it loads when the form is on screen.
 */
export const loadDetailsSchema = () => import('./details-schema');

/**
 * Checks the form: the first message per field, or the cleaned values (names trimmed, e-mail
 * lowercased, phone normalised to E.164).
 */
export async function checkDetails(
  values: DetailsValues,
): Promise<{ ok: true; values: DetailsValues } | { ok: false; errors: Record<string, FieldError> }> {
  const schema = (await loadDetailsSchema()).ReservationDetailsSchema;
  const result = safeParse(schema, values);
  // The messages per field come from the shared helper; a passing form keeps the schema's cleaned output.
  if (!result.success) return { ok: false, errors: fieldErrors(schema, values) };
  return { ok: true, values: result.output as DetailsValues };
}

/**
 * A field error in words, in the guest's language. Every key the details schema can raise has a text in both
 * catalogues (widget/i18n/messages-*.ts; tested in details-form.test.ts); an unknown one shows as it is.
 */
export function errorText(
  error: FieldError,
  translate: Record<string, ((values?: never) => string) | undefined>,
): string {
  const translated = translate[error.key];
  return translated
    ? (translated as (values?: Record<string, string | number>) => string)(error.values)
    : error.key;
}
