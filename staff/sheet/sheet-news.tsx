import { formatDay } from '../../shared/time/format-day';
import { staffSheetWords } from './sheet-words';
import { useStaffApp, useWords } from '../shell/context';

/**
 * The sheet's live region: what changed (a visit moved, a walk-in written down, a booking moved, cancelled or
 * corrected) is shown and a screen reader hears it without leaving the button it pressed; the day shown is only
 * heard. Always in the page, so the announcement is not lost on first draw.
 */
export function SheetNews() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const news = app.sheet.news.value;
  let words = '';
  if (news?.kind === 'visit')
    words = (news.undone ? T.news.undone : T.news.visit)({ name: news.name, status: T.visit[news.visit]() });
  else if (news?.kind === 'walk_in')
    words = T.news.walkIn({ name: news.name || T.walkIn(), count: news.partySize, time: news.time });
  else if (news?.kind === 'move')
    words = T.news.moved({
      name: news.name || T.walkIn(),
      day: formatDay(news.date, app.language.value),
      time: news.time,
      count: news.partySize,
    });
  else if (news?.kind === 'cancelled')
    words = T.news.cancelled({ name: news.name || T.walkIn(), time: news.time });
  else if (news?.kind === 'edited') words = T.news.edited({ name: news.name || T.walkIn() });
  else if (news?.kind === 'day') words = T.news.day({ count: news.count });
  // What the host did is shown as well as said; the day's count only said (the sheet shows the day itself).
  const shown = Boolean(words) && news?.kind !== 'day';
  return (
    <p class={shown ? 'staff-news staff-no-print' : 'visually-hidden'} aria-live="polite" role="status">
      {words}
    </p>
  );
}
