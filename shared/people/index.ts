/**
 * People rules. The barrel also re-exports the phone rules for the server; it costs
 * the widget nothing at build time (phone.ts has no side effects, so unused exports are dropped),
 * but widget code that calls a phone function should import './phone' from a lazy chunk.
 */
export { cleanEmail, cleanPerson } from './clean-person';
export { EMAIL_MAX_LENGTH, isValidEmail, maskEmail } from './email';
export { formatPhone, isValidPhone, maskPhone, normalisePhone } from './phone';
export {
  RETRIEVE_BY,
  retrieveData,
  type RetrieveBy,
  type RetrieveData,
  type RetrieveFormData,
} from './retrieve-data';
