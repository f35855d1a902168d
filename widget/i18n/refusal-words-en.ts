import { REFUSAL_WORDS } from '../../shared/refusal-words';

/** The refusals in English: shared/message-words.ts's texts. Loaded when a refusal happens (widget/i18n/refusal-words.ts). */
const en = { ...REFUSAL_WORDS };

export default en;
