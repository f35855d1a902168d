import { formatDay } from '../../shared/time/format-day';
import { staffSheetWords } from '../sheet/sheet-words';
import { staffSettingsWords } from './settings-words';
import { guestName } from '../sheet/search';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { settingsScreenModel } from './settings-model';
import type { OutageAffected, TableOutageAnswer } from './settings-answers';

/** A table taken out of service: the bookings on it those days, each with a link to its day and a table suggested. */
function OutageNews({ outage, affected }: { outage: TableOutageAnswer; affected: OutageAffected[] }) {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).news;
  const sheetWords = useWords(staffSheetWords);
  const language = app.language.value;
  const day = (date: string) =>
    formatDay(date, language, { weekday: 'short', day: 'numeric', month: 'short' });
  const siteId = settingsModel.siteId.value ?? '';
  return (
    <>
      <p class="staff-block-news__added">
        {outage.from_date === outage.to_date
          ? T.outageAddedDay({ label: outage.label, day: day(outage.from_date) })
          : T.outageAdded({ label: outage.label, from: day(outage.from_date), to: day(outage.to_date) })}
      </p>
      {affected.length === 0 ? (
        <p class="staff-muted">{T.noneAffected({ label: outage.label })}</p>
      ) : (
        <>
          <p>{T.affected({ label: outage.label })}</p>
          <ul class="staff-conflicts">
            {affected.map((booking) => {
              const sheet = app.links.linkTo('sheet', { siteId, date: booking.date });
              return (
                <li key={booking.id}>
                  <span class="staff-conflicts__time">
                    {day(booking.date)} {booking.time}
                  </span>{' '}
                  {sheet ? (
                    <a href={`${sheet}?booking=${encodeURIComponent(booking.id)}`}>
                      {guestName(booking) || sheetWords.walkIn()}
                    </a>
                  ) : (
                    guestName(booking) || sheetWords.walkIn()
                  )}
                  , {sheetWords.partySize({ count: booking.party_size })} · {booking.number}
                  {' · '}
                  {booking.suggested.length > 0
                    ? T.suggested({ tables: booking.suggested.join(' + ') })
                    : T.noSuggestion()}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

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
      {news?.kind === 'outage_added' && <OutageNews outage={news.outage} affected={news.affected} />}
      {news?.kind === 'outage_ended' && <p>{T.outageEnded({ label: news.outage.label })}</p>}
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
