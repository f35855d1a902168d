import { formatDay } from '../../shared/time/format-day';
import { staffSheetWords } from '../sheet/sheet-words';
import { staffSettingsWords } from './settings-words';
import { guestName } from '../sheet/search';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { settingsScreenModel } from './settings-model';

/**
 * What the last change to the settings did, as a live region a screen reader hears: saved, or a table added, changed
 * or removed; and the bookings already made that no longer fit (kept: the restaurant may call them), each with why.
 */
export function SettingsNews() {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).news;
  const sheetWords = useWords(staffSheetWords);
  const language = app.language.value;
  const news = settingsModel.news.value;
  const conflicts = news && 'conflicts' in news ? news.conflicts : null;
  return (
    <div class="staff-block-news" role="status" aria-live="polite">
      {news?.kind === 'settings_saved' && <p class="staff-block-news__added">{T.saved()}</p>}
      {news?.kind === 'table_added' && <p>{T.tableAdded({ label: news.table.label })}</p>}
      {news?.kind === 'table_changed' && <p>{T.tableChanged({ label: news.table.label })}</p>}
      {news?.kind === 'table_removed' && <p>{T.tableRemoved({ label: news.table.label })}</p>}
      {conflicts && conflicts.length === 0 && <p class="staff-muted">{T.noConflicts()}</p>}
      {conflicts && conflicts.length > 0 && (
        <>
          <p>{T.conflicts()}</p>
          <ul class="staff-conflicts">
            {conflicts.map((booking) => (
              <li key={booking.id}>
                <span class="staff-conflicts__time">
                  {formatDay(booking.date, language, { weekday: 'short', day: 'numeric', month: 'short' })}{' '}
                  {booking.time}
                </span>{' '}
                {guestName(booking) || sheetWords.walkIn()},{' '}
                {sheetWords.partySize({ count: booking.party_size })}
                {' · '}
                {T.why[booking.conflict]()}
                {booking.phone_number && (
                  <>
                    {' · '}
                    <a href={`tel:${booking.phone_number.replace(/[^\d+]/g, '')}`}>{booking.phone_number}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
