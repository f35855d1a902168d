import { WAITLIST_REFUSAL_WORDS } from '../../shared/waitlist/refusal-words';

/** The waitlist's refusals in English (shared/waitlist/refusal-words.ts). Loaded when one happens (./refusal-words.ts). */
const en = { ...WAITLIST_REFUSAL_WORDS };

export default en;
