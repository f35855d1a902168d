import { useEffect, useRef } from 'preact/hooks';
import { mayDo } from '../../shared/staff/rules';
import { formatDay } from '../../shared/time/format-day';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffReportsWords } from './reports-words';
import { saveFile } from '../shell/save-file';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { LoadState } from '../shell/load-state';
import { ReportBlock } from './report-block';
import { reportsScreenModel } from './reports-model';
import './reports.css';
import { TurnedAwaySection } from './turned-away-section';

// The screen table (screens.ts) loads the page and its model's factory together.
export { reportsScreenModel };

/** From, to, one restaurant or all of them, and Show. */
function ReportForm({ restaurants }: { restaurants: ReadonlyArray<{ site_id: string; site_name: string }> }) {
  const reportsModel = useScreenModel(reportsScreenModel);
  const T = useWords(staffReportsWords);
  const { from, to, siteId, loading } = reportsModel;
  return (
    <form
      class="staff-card staff-reports__form staff-no-print"
      aria-label={T.form.heading()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void reportsModel.show();
      }}
    >
      <div class="staff-controls__field">
        <label for="report-from">{T.form.from()}</label>
        <input
          id="report-from"
          type="date"
          value={from.value}
          onInput={(event) => (from.value = event.currentTarget.value)}
        />
      </div>
      <div class="staff-controls__field">
        <label for="report-to">{T.form.to()}</label>
        <input
          id="report-to"
          type="date"
          value={to.value}
          onInput={(event) => (to.value = event.currentTarget.value)}
        />
      </div>
      <div class="staff-controls__field">
        <label for="report-restaurant">{T.form.restaurant()}</label>
        <select
          id="report-restaurant"
          value={siteId.value}
          onChange={(event) => (siteId.value = event.currentTarget.value)}
        >
          <option value="">{T.form.all()}</option>
          {restaurants.map((restaurant) => (
            <option key={restaurant.site_id} value={restaurant.site_id}>
              {restaurant.site_name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" class="staff-button staff-button--primary" disabled={loading.value}>
        {T.form.show()}
      </button>
    </form>
  );
}

/** The CSV of the bookings behind the figures on screen, fetched with the token and saved as a file. */
function DownloadCsv() {
  const reportsModel = useScreenModel(reportsScreenModel);
  const T = useWords(staffReportsWords);
  const refusalWords = useWords(staffRefusalWords);
  const { downloading, downloadRefusal } = reportsModel;
  return (
    <div class="staff-reports__download staff-no-print">
      <button
        type="button"
        class="staff-button"
        aria-describedby="report-download-hint"
        disabled={downloading.value}
        onClick={() => void reportsModel.download((file, fallback) => saveFile(file, fallback))}
      >
        {downloading.value ? T.downloading() : T.download()}
      </button>
      <span id="report-download-hint" class="staff-muted">
        {T.downloadHint()}
      </span>
      {downloadRefusal.value && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, downloadRefusal.value)}
        </p>
      )}
    </div>
  );
}

/**
 * A manager's figures over a range, of one restaurant or all theirs where their role may read reports:
 * all together, then each restaurant, with the bookings behind them as CSV. The form starts on the last 7 days ending
 * today in Amsterdam; the heading takes focus when the page opens.
 */
export function ReportsPage() {
  const app = useStaffApp();
  const reportsModel = useScreenModel(reportsScreenModel);
  const T = useWords(staffReportsWords);
  const heading = useRef<HTMLHeadingElement>(null);
  const restaurants = (app.session.staff.value?.restaurants ?? []).filter((restaurant) =>
    mayDo(restaurant.role, 'reports.read'),
  );
  const { answer, loading, refusal } = reportsModel;
  const language = app.language.value;
  const day = (date: string) => formatDay(date, language, { day: 'numeric', month: 'long', year: 'numeric' });

  useEffect(() => {
    reportsModel.reset();
    heading.current?.focus({ preventScroll: true });
  }, [reportsModel]);

  const shown = answer.value;
  return (
    <div class="staff-reports">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          {T.heading()}
        </h1>
        <a class="staff-button staff-button--quiet staff-no-print" href={app.links.address('home')}>
          {T.backToSheet()}
        </a>
      </header>
      {restaurants.length === 0 ? (
        <p role="alert" class="staff-refusal staff-card">
          {T.managersOnly()}
        </p>
      ) : (
        <>
          <ReportForm restaurants={restaurants} />
          <LoadState refusal={refusal.value} loading={loading.value} loadingWords={T.loading()} />
          {shown && !loading.value && (
            <div class="staff-reports__result">
              <div class="staff-reports__range">
                <p>
                  <strong>{T.range({ from: day(shown.from), to: day(shown.to) })}</strong>
                </p>
                <DownloadCsv />
              </div>
              <ReportBlock id="report-total" heading={T.total()} report={shown.total} />
              <TurnedAwaySection query={reportsModel.shownQuery.value} />
              {shown.sites.map((site) => (
                <ReportBlock
                  key={site.site_id}
                  id={`report-${site.site_id}`}
                  heading={site.site_name}
                  report={site}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
