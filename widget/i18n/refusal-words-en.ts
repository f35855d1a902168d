import { REFUSAL_WORDS } from '../../shared/refusal-words';

/** The refusals in English: shared/messages.ts's texts. Loaded when a refusal happens (widget/i18n/refusals.ts). */
const en = { ...REFUSAL_WORDS };

export default en;
