import { formatDay } from '../../shared/time/format-day';
import { staffSheetWords } from './sheet-words';
import { useStaffApp, useWords } from '../shell/context';

/**
 * The sheet's live region: a screen reader hears what changed (a visit moved, a walk-in written down, a booking moved, the day shown)
 * without leaving the button it pressed. Always in the page, so the announcement is not lost on first draw.
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
  else if (news?.kind === 'day') words = T.news.day({ count: news.count });
  return (
    <p class="visually-hidden" aria-live="polite" role="status">
      {words}
    </p>
  );
}
