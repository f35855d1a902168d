import type { MessageTranslator } from '../../../i18n/messages';

/** The SPEC §5/§8 messages in the guest's language, as useNamespace(messageTexts) gives them. */
export type MessageTexts = MessageTranslator;
