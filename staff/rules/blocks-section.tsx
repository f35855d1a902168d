import { useRef } from 'preact/hooks';
import type { Block } from '../../shared/staff/blocks';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { blocksInOrder, blockTimesWords, blockWhen } from './block-words';
import { guestName } from '../sheet/search';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { BlockForm } from './block-form';
import { rulesScreenModel } from './rules-model';

/**
 * What the last change to the blocks did, as a live region a screen reader hears: a block added, with the bookings
 * already inside it (kept: the restaurant may call them), or a block removed. Always in the page, so nothing is lost.
 */
function BlockNews() {
  const app = useStaffApp();
  const rulesModel = useScreenModel(rulesScreenModel);
  const T = useWords(staffRulesWords);
  const sheetWords = useWords(staffSheetWords);
  const language = app.language.value;
  const news = rulesModel.blockNews.value;
  const said = news && { when: blockWhen(T, news.block, language), times: blockTimesWords(T, news.block) };
  return (
    <div class="staff-block-news" role="status" aria-live="polite">
      {news?.kind === 'removed' && said && <p>{T.blocks.removed(said)}</p>}
      {news?.kind === 'added' && said && (
        <>
          <p class="staff-block-news__added">{T.blocks.added(said)}</p>
          {news.conflicts.length === 0 ? (
            <p class="staff-muted">{T.blocks.noConflicts()}</p>
          ) : (
            <>
              <p>{T.blocks.conflicts()}</p>
              <ul class="staff-conflicts">
                {news.conflicts.map((booking) => (
                  <li key={booking.id}>
                    <span class="staff-conflicts__time">{booking.time}</span>{' '}
                    {guestName(booking) || sheetWords.walkIn()},{' '}
                    {sheetWords.partySize({ count: booking.party_size })}
                    {booking.phone_number && (
                      <>
                        {' · '}
                        <a href={`tel:${booking.phone_number.replace(/[^\d+]/g, '')}`}>
                          {booking.phone_number}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The restaurant's blocks: each with when, what time and why, and a Remove button whose accessible name
 * says which block; then what the last change did, and the form to add one. A removed block's button is gone, so
 * focus goes to the section's heading.
 */
export function BlocksSection({ blocks }: { blocks: readonly Block[] }) {
  const app = useStaffApp();
  const rulesModel = useScreenModel(rulesScreenModel);
  const T = useWords(staffRulesWords).blocks;
  const words = useWords(staffRulesWords);
  const refusalWords = useWords(staffRefusalWords);
  const heading = useRef<HTMLHeadingElement>(null);
  const language = app.language.value;
  const removing = rulesModel.removing.value;
  const refused = rulesModel.removeRefusal.value;
  return (
    <section class="staff-card staff-blocks" aria-labelledby="blocks-heading">
      <h2 id="blocks-heading" ref={heading} tabIndex={-1}>
        {T.heading()}
      </h2>
      <p class="staff-muted">{T.intro()}</p>
      {blocks.length === 0 ? (
        <p class="staff-muted">{T.none()}</p>
      ) : (
        <ul class="staff-blocks__list">
          {blocksInOrder(blocks).map((block) => {
            const when = blockWhen(words, block, language);
            const times = blockTimesWords(words, block);
            const busy = removing.has(block.id);
            return (
              <li key={block.id} class="staff-block">
                <p class="staff-block__when">
                  <strong>{when}</strong> <span class="staff-block__times">{times}</span>
                </p>
                <p class="staff-block__reason">{block.reason}</p>
                <button
                  type="button"
                  class="staff-button staff-block__remove"
                  disabled={busy}
                  onClick={async () => {
                    if (await rulesModel.removeBlock(block)) heading.current?.focus();
                  }}
                >
                  {busy ? T.removing() : T.remove()}
                  <span class="visually-hidden">
                    , {when}, {times}
                  </span>
                </button>
                {refused?.blockId === block.id && (
                  <p role="alert" class="staff-refusal">
                    {refusalSentence(refusalWords, refused.refusal)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <BlockNews />
      <BlockForm />
    </section>
  );
}
