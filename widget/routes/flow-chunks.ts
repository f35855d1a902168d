import type { Language } from '../../shared/constants';
import type { FlowChunk, FlowChunks } from './flow-table';

/** A flow's chunk with its words in `language`, the language module fetched alongside the chunk. */
async function withWords<Chunk extends { loadWords(language: Language): Promise<unknown> }>(
  chunk: Promise<Chunk>,
  language: Language,
  ...alongside: Promise<unknown>[]
): Promise<Chunk> {
  const [loaded] = await Promise.all([chunk, ...alongside]);
  await loaded.loadWords(language);
  return loaded;
}

const messageWordsIn = (language: Language) =>
  language === 'nl' ? import('../i18n/message-words-nl') : import('../i18n/message-words-en');
const reserveWordsIn = (language: Language) =>
  language === 'nl' ? import('./reserve/reserve-words-nl') : import('./reserve/reserve-words-en');

/**
 * The flows' chunks the steps' loads pick their pages from (routes/<flow>/flow.ts), each ready with its words in
 * the guest's language. Apart from the tables, which the chunks' models import: a table that imported its chunk
 * would import itself round a loop.
 */
export function flowChunks(language: () => Language): FlowChunks {
  const reserve = () =>
    withWords(import('./reserve'), language(), messageWordsIn(language()), reserveWordsIn(language()));
  const asChunk = (chunk: Promise<object>) => chunk as Promise<FlowChunk>;
  return {
    reserve: () => asChunk(reserve()),
    // Imported through the flow's chunk, so they reuse the modules it has loaded (routes/reserve/load-on-demand.ts).
    bookingPath: () => asChunk(reserve().then((chunk) => chunk.loadBookingPath(language()))),
    offPath: () => asChunk(reserve().then((chunk) => chunk.loadOnDemand())),
    edit: () => asChunk(withWords(import('./edit'), language(), messageWordsIn(language()))),
    retrieve: () => asChunk(withWords(import('./retrieve'), language(), messageWordsIn(language()))),
    user: () => asChunk(withWords(import('./user'), language(), messageWordsIn(language()))),
    waitlist: () => asChunk(withWords(import('./waitlist'), language(), messageWordsIn(language()))),
  };
}
