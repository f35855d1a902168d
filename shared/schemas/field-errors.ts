import * as v from 'valibot';

/** The key of the message to show at a field (shared/message-words.ts) and its placeholder values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** Where an issue that belongs to no single field (a whole-form rule) is reported. */
export const FORM_ERROR_FIELD = 'root';

/**
 * The first message per field when the input does not pass the schema, {} when it does.
 * Fields are named by their path ('email', 'days.0.sessions'); whole-form issues go to 'root'.
 * Messages are message keys; an issue without its own message counts as 'required'. A numeric
 * bound (min/max value) comes along as {value}, so 'Minimum group size is {value} persons' fills in
 * (a message without the placeholder ignores it). No message texts here: the widget keeps them per language.
 * @example fieldErrors(UserFormSchema, { email: 'x' }).email // => { key: 'invalidEmail' }
 */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, FieldError> {
  const result = v.safeParse(schema, input, { message: 'required' });
  const errors: Record<string, FieldError> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? FORM_ERROR_FIELD;
    if (field in errors) continue;
    const requirement: unknown = (issue as { requirement?: unknown }).requirement;
    const bound =
      (issue.type === 'min_value' || issue.type === 'max_value') && typeof requirement === 'number';
    errors[field] = bound ? { key: issue.message, values: { value: requirement } } : { key: issue.message };
  }
  return errors;
}
