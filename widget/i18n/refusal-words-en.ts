import { REFUSAL_MESSAGES } from '../../shared/refusal-words';

/** The refusals in English: shared/messages.ts's texts. Loaded when a refusal happens (widget/i18n/refusals.ts). */
const en = { ...REFUSAL_MESSAGES };

export default en;
