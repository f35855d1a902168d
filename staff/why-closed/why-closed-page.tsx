import { useEffect } from 'preact/hooks';
import type { ClosedReasons } from '../../shared/api/closed-reasons-answers';
import type { ClosedReason } from '../../shared/staff/closed-reasons';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { mayDo } from '../../shared/staff/rules';
import { formatDay } from '../../shared/time/format-day';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { SignalField } from '../shell/fields';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { holderWords, listWords, reasonWords } from './reason-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { staffWhyClosedWords } from './why-closed-words';
import { whyClosedScreenModel } from './why-closed-model';
import './why-closed.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { whyClosedScreenModel };

/** Date, time, party and promotion, and the button that asks. */
function QuestionForm() {
  const model = useScreenModel(whyClosedScreenModel);
  const T = useWords(staffWhyClosedWords).form;
  const language = useStaffApp().language.value;
  const { date, time, party, promotion, promotions, loading, invalid } = model;
  return (
    <form
      class="staff-card staff-why-closed__form"
      aria-label={T.heading()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.ask();
      }}
    >
      <SignalField
        id="why-date"
        label={T.date()}
        value={date}
        fieldClass="staff-controls__field"
        type="date"
      />
      <SignalField
        id="why-time"
        label={T.time()}
        value={time}
        fieldClass="staff-controls__field"
        type="time"
        step={900}
      />
      <SignalField
        id="why-party"
        label={T.party()}
        value={party}
        fieldClass="staff-controls__field staff-why-closed__party"
        type="number"
        inputMode="numeric"
        min={1}
        max={STAND_MAX_PARTY}
      />
      {promotions.value.length > 0 && (
        <div class="staff-controls__field">
          <label for="why-promotion">{T.promotion()}</label>
          <select
            id="why-promotion"
            value={promotion.value}
            onChange={(event) => (promotion.value = event.currentTarget.value)}
          >
            <option value="">{T.noPromotion()}</option>
            {promotions.value.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.title[language]}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" class="staff-button staff-button--primary" disabled={loading.value}>
        {loading.value ? T.asking() : T.ask()}
      </button>
      {invalid.value && (
        <p role="alert" class="staff-refusal staff-why-closed__invalid">
          {T.invalid({ max: STAND_MAX_PARTY })}
        </p>
      )}
    </form>
  );
}

/** The rules after which the free tables say nothing: closed then, begun, or the tables' own rules. */
const WITHOUT_FREE_TABLES = new Set<ClosedReason['code']>([
  'special_closure',
  'outside_opening_hours',
  'not_a_slot_time',
  'has_begun',
  'no_table_fits',
  'tables_taken',
  'tables_out_of_service',
]);

/** Open or closed online, for which time, and every rule that closes it; the bookings on the tables under theirs. */
function Verdict({ answer }: { answer: ClosedReasons }) {
  const app = useStaffApp();
  const T = useWords(staffWhyClosedWords);
  const language = app.language.value;
  const day = formatDay(answer.date, language, { weekday: 'long', day: 'numeric', month: 'long' });
  const promotion = answer.promotions.find((choice) => choice.name === answer.promotion);
  const asked = { time: answer.time, day, count: answer.party_size };
  const { tables } = answer;
  const assigned = listWords(tables.assigned, language);
  // Free tables are worth saying only at a time a party could still sit down, and when no rule on tables said more.
  const sayFreeTables = !answer.reasons.some((reason) => WITHOUT_FREE_TABLES.has(reason.code));
  return (
    <section
      class={`staff-card staff-why-closed__answer staff-why-closed__answer--${answer.open ? 'open' : 'closed'}`}
      aria-labelledby="why-verdict"
    >
      <h2 id="why-verdict" aria-live="polite">
        <span class="staff-why-closed__verdict">{answer.open ? T.open() : T.closed()}</span>{' '}
        <span class="staff-why-closed__asked">
          {promotion ? T.askedPromotion({ ...asked, promotion: promotion.title[language] }) : T.asked(asked)}
        </span>
      </h2>
      {answer.open ? (
        <>
          <p>{T.openDetail()}</p>
          <p class="staff-muted">
            {tables.free_fitting > 0
              ? T.tablesOpen({ count: tables.free_fitting, tables: assigned })
              : T.tablesCombined({ tables: assigned })}
          </p>
        </>
      ) : (
        <>
          <p>{T.closedDetail()}</p>
          <ul class="staff-why-closed__reasons">
            {answer.reasons.map((reason, index) => (
              <li key={`${reason.code}-${index}`}>
                {reasonWords(T, reason, language, answer.party_size)}
                {reason.code === 'tables_out_of_service' && (
                  <ul class="staff-why-closed__holders">
                    {reason.tables.map((table) => (
                      <li key={table.label}>{T.reasons.outOfService(table)}</li>
                    ))}
                  </ul>
                )}
                {reason.code === 'tables_taken' && (
                  <ul class="staff-why-closed__holders">
                    {reason.bookings.map((holder) => (
                      <li key={holder.number}>{holderWords(T, holder, language)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {sayFreeTables && tables.assigned.length > 0 && (
            <p class="staff-muted">{T.tablesFree({ tables: assigned })}</p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * "Why is this time closed?": for any date, time and party (and promotion) at a restaurant, whether the widget
 * offers it and every rule that closes it, in words; decided on the server by the widget's own rules
 * (shared/staff/closed-reasons.ts). Any role at the restaurant may ask. It asks at once about the day of the address.
 */
export function WhyClosedPage({ siteId = '', date = '' }: { siteId?: string; date?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(whyClosedScreenModel);
  const T = useWords(staffWhyClosedWords);
  const sheetWords = useWords(staffSheetWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'day.read') : false;
  const { answer, loading, refusal } = model;

  useEffect(() => {
    if (allowed) void model.open(siteId, date);
  }, [model, siteId, date, allowed]);

  const shown = model.siteId.value === siteId ? answer.value : null;
  const rulesLink = app.links.linkTo('rules', { siteId });
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-why-closed"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.notYours() }}
      sideLinks={rulesLink ? [{ href: rulesLink, words: sheetWords.rulesLink() }] : []}
    >
      <p class="staff-muted staff-why-closed__intro">{T.intro()}</p>
      <QuestionForm />
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      {shown && <Verdict answer={shown} />}
    </RestaurantScreen>
  );
}
