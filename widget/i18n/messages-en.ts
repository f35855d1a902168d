import { API_MESSAGES, MESSAGES } from '../../shared/messages';

/**
 * The SPEC §5 and §8 messages in English: shared/messages.ts's exact texts, plus 'Text is too long', the one
 * API-only message a form field can show (a name over 80 characters). Loaded for English guests only.
 */
const en = { ...MESSAGES, tooLong: API_MESSAGES.tooLong };

export default en;
