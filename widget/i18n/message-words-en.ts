import { API_MESSAGE_WORDS, MESSAGE_WORDS } from '../../shared/message-words';

/**
 * The guest messages in English: shared/message-words.ts's exact texts, plus 'Text is too long', the one
 * API-only message a form field can show (a name over 80 characters), and the Christmas large-group message
 * (shared/slots/christmas.ts), which the filter and a change both show under the party size. Loaded for English guests only.
 */
const en = {
  ...MESSAGE_WORDS,
  tooLong: API_MESSAGE_WORDS.tooLong,
  christmasLargeGroup:
    'On Christmas days groups of {min} or more persons are best booked by phone: call {phone} between {from} and {to}. For more than {min} persons there are no times online.',
} as const;

export default en;
