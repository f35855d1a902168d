/**
 * People rules without phone metadata. Phone normalisation, validity and masking live in
 * './phone' (and './retrieve-data', which uses it): import those directly, lazily in the widget.
 */
export { cleanEmail, cleanPerson } from './clean-person';
export { EMAIL_MAX_LENGTH, isValidEmail, maskEmail } from './email';
