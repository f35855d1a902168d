/**
 * Widget form schemas without phone metadata. The forms with a phone field live in
 * './reservation-details', './user-form' (UserFormSchema, ProfileSchema) and './retrieve-form':
 * import those directly, lazily in the widget, so libphonenumber-js stays out of the first load.
 */
export { FORM_ERROR_FIELD, fieldErrors, type FieldError } from './field-errors';
export * from './fields';
export * from './code';
