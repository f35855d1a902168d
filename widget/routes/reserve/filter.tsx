import { useEffect, useState } from 'preact/hooks';
import { BOOKING_HORIZON_DAYS, MAX_GROUP_ONLINE } from '../../../shared/constants';
import { partySizeNotice } from '../../../shared/party-size/notice';
import { listedSites } from '../../../shared/sites/lists';
import { isDayOpen } from '../../../shared/slots/bookable';
import { addDays } from '../../../shared/time/calendar';
import { dayLabel } from '../../../shared/time/day-label';
import { todayDate } from '../../../shared/time/today';
import { DelayedSpinner } from '../../components/spinner';
import { LoadFailure } from '../../components/load-failure';
import { StepIndicator } from './components/step-indicator';
import type { FlowRules } from '../../../shared/promotions/types';
import { DatePicker } from '../../components/date-picker';
import { PartySizeHint } from '../../components/party-size-hint';
import { LocationList } from './components/location-list';
import { CHAIN_PHONE, FilterNoticeView } from './components/notices';
import { TimeSlots } from '../../components/time-slots';
import { Toast } from './components/toast';
import { loadBookingPath, useOnDemand } from './load-on-demand';
import { useExtraFlow } from './logic/extra-flow';
import { firstOpenDate } from '../../components/calendar-grid';
import { PARTY_SIZE_CHOICES } from './logic/filter-model';
import { offeredRange, slotsFor, type OfferContext } from '../../../shared/slots/offer';
import { waitlistOffered } from '../../../shared/waitlist/offer-waitlist';
import { stepNumber } from '../flow-table';
import { reservationFlow } from './flow';
import { loadDetailsSchema } from './logic/details-form';
import { useAvailability } from './logic/use-availability';
import { useDealCodeRefusal, useFullSites, useJourney, useSites } from './logic/use-journey';

/** Filter: restaurant, date, party size and time; messages, alternatives and the larger-company proposal. */
export function FilterPage() {
  const { state } = useJourney();
  // An extra flow's promotion (rules, dates, locations) loads first; the plain flow never fetches it.
  const flow = useExtraFlow(state.config.value.flow || undefined);
  if (flow === 'loading') return <DelayedSpinner active />;
  return <FilterView flow={flow} />;
}

function FilterView({ flow }: { flow: FlowRules | undefined }) {
  const { app, state, endpoints, actions, journey, t, m, dealCode, language } = useJourney();
  const form = state.reservationForm;
  const { sites: allSites, loaded: sitesLoaded, failure: sitesFailure, retry: retrySites } = useSites();
  const fullSites = useFullSites(form.date.value, form.party_size.value);
  const dealRefusal = useDealCodeRefusal(dealCode);
  const sites = listedSites(allSites, { flow });
  const config = state.config.value;
  const [toast, setToast] = useState<string | null>(null);
  // The time the guest chose stays what they asked for when a change of date, party or place takes it away.
  const [askedTime, setAskedTime] = useState(() => form.timeSlot.peek());
  // Once a time is chosen the details page (with its form's schema) and the steps after it load, so going on opens
  // them at once; a failure shows when the details page opens and loads them again.
  const timeChosen = Boolean(form.timeSlot.value);
  useEffect(() => {
    if (!timeChosen) return;
    loadBookingPath(language).catch(() => {});
    loadDetailsSchema().catch(() => {});
  }, [timeChosen, language]);

  const location = form.location.value;
  const date = form.date.value;
  const partySize = form.party_size.value;
  const site = sites.find((candidate) => candidate.id === location);
  const availability = useAvailability(location, date, flow?.promotion.name, partySize);
  const answer = availability.answer;
  const today = todayDate(state.now());
  const promotion = flow?.promotion;
  const flowEnd = (dealCode && promotion?.oneTimeDealCode?.endDate) || promotion?.endDate;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const maxDate = flowEnd && flowEnd < horizon ? flowEnd : horizon;
  const context: OfferContext = { date, site, flow, dealCode, now: state.now() };
  const chooseLocation = (id: string) => {
    form.location.value = id;
    form.timeSlot.value = null;
  };

  // A host's target site preselects the restaurant.
  useEffect(() => {
    if (!form.location.peek() && config.site) form.location.value = config.site;
    actions.resetAttempt();
  }, [config.site, form, actions]);
  // A location outside the list (another flow, excluded) is dropped once the list is known.
  useEffect(() => {
    if (allSites.length && location && !site) form.location.value = null;
  }, [allSites.length, location, site, form]);

  // Before a restaurant is chosen only the flow's calendar can refuse a day (the location rules need one).
  const isOpen = (day: string) =>
    location
      ? isDayOpen({ ...context, date: day, partySize, locationId: location })
      : !flow || flow.isDateAllowed(day, { dealCode });
  // The promotion in words: its period, the line under the calendar, and why it refuses a day.
  const explained = flow?.explain(language, state.now());
  const periodNotice = flow && explained?.period(flow.period(today, { dealCode }));
  const ended = flow?.period(today, { dealCode }).status === 'ended';
  const unavailableReason = (day: string) => {
    if (isOpen(day)) return null;
    const why = explained?.dayReason(flow!.dayRefusals(location ?? '', day, partySize, { dealCode }), {
      dealCode,
    });
    return why ? `${m.dateNotAvailable().replace(/\.?$/, '.')} ${why}` : m.dateNotAvailable();
  };
  // The normal booking: the same filter without the promotion, the restaurant and day kept.
  const bookNormally = () => {
    const { flow: _flow, deal: _deal, ...plain } = config;
    state.config.value = plain;
  };
  const dateOpen = isOpen(date);
  // In a flow, a refused start day (e.g. today on an excluded weekday) moves to the flow's first open day.
  useEffect(() => {
    if (!flow || location || isOpen(date)) return;
    const first = firstOpenDate(today, maxDate, isOpen);
    if (first) form.date.value = first;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the promotion changes, not on each date the guest picks
  }, [promotion?.name]);

  // The times of a size the range call skipped come from its own call: loaded once both are there.
  const loaded = answer !== null && availability.times !== null;
  const range = answer ? offeredRange(answer, context) : null;
  const slots = partySize <= MAX_GROUP_ONLINE ? slotsFor(availability.times, partySize, context) : [];
  const notice =
    location || partySize > MAX_GROUP_ONLINE
      ? partySizeNotice({ partySize, date, range, slots, loaded: loaded && Boolean(location), dateOpen })
      : null;
  const chosen = slots.find((slot) => slot.time === form.timeSlot.value && slot.is_available);
  const chosenTime = chosen?.time;
  // No slot here: the alternatives list, whose code loads only now.
  const noSlots = notice?.kind === 'noSlots' || (notice?.kind === 'groupSize' && notice.noSlots);
  const Alternatives = useOnDemand(Boolean(noSlots && site))?.Alternatives;

  // A time that is gone after a change of date, size or place is no longer chosen.
  useEffect(() => {
    if (loaded && form.timeSlot.peek() && !chosenTime) form.timeSlot.value = null;
  }, [loaded, chosenTime, partySize, form]);

  // A search on an open day that found no time, or none at the time of day the guest had chosen, is told to the
  // restaurant's figures. The telling, which decides what to tell (./turned-away-report), is a chunk of its own,
  // fetched only then: a guest who found no time here may book on, or join the waitlist (routes/waitlist) instead.
  const unanswered = Boolean(location && loaded && dateOpen && (noSlots || (askedTime && !chosen)));
  useEffect(() => {
    if (unanswered)
      void import('./turned-away-report').then((telling) =>
        telling.reportTurnedAway(app.api, journey, location!, {
          date,
          partySize,
          askedTime,
          slots,
          flowName: flow?.promotion.name,
        }),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the times follow from the restaurant, day and party
  }, [unanswered, location, date, partySize, askedTime, flow, app, journey, language]);

  // No time fits, or only a few are free: the guest may wait for a table. The link opens the waitlist's own lazy flow
  // (routes/waitlist): under the no-availability message, or below the short list of times.
  const waitlistEntry = location &&
    !availability.failure &&
    waitlistOffered({
      loaded,
      dateOpen,
      partySize,
      freeTimes: slots.filter((slot) => slot.is_available).length,
    }) && (
      <p class="filter__waitlist">
        <a class="button button--secondary button--block" href="/waitlist/join">
          {t.filter.waitlist()}
        </a>
      </p>
    );

  return (
    <section class="page filter" aria-labelledby="filter-title">
      <StepIndicator current={stepNumber(reservationFlow, 'filter')} />
      <h1 id="filter-title">{t.filter.title()}</h1>
      {dealRefusal && (
        <p class="notice notice--negative" role="alert">
          {m[dealRefusal]()}
        </p>
      )}
      {flow && !periodNotice && (
        <p class="notice">
          {t.filter.flowNotice({ name: flow.promotion.title[language] })}
          {flow.promotion.example && <span class="badge">{t.filter.exampleFlow()}</span>}
        </p>
      )}
      {periodNotice && (
        <div class="notice filter__period" role="status">
          <p>{periodNotice}</p>
          <p>{explained!.bookWithout}</p>
          <button type="button" class="button button--primary button--block" onClick={bookNormally}>
            {explained!.bookNormally}
          </button>
        </div>
      )}
      {!ended && (
        <>
          {sitesFailure && <LoadFailure error={sitesFailure} onRetry={retrySites} />}
          <LocationList
            sites={sites}
            loading={!sitesLoaded}
            full={fullSites}
            value={location}
            t={t}
            onChange={chooseLocation}
            onGeolocationError={(message) => setToast(m.geolocationFailed({ message }))}
          />
          {site && (
            <p class="filter__about">
              {/* The router (preact-iso) turns a click on an in-app link into a navigation. */}
              <a href={`/restaurants/${site.id}`}>{t.filter.aboutRestaurant({ name: site.name })}</a>
            </p>
          )}
          <DatePicker
            value={date}
            min={today}
            max={maxDate}
            language={language}
            now={state.now()}
            label={t.filter.date()}
            texts={{
              changeDate: t.filter.changeDate(),
              choose: t.calendar.choose(),
              previousMonth: t.calendar.previousMonth(),
              nextMonth: t.calendar.nextMonth(),
            }}
            unavailableReason={unavailableReason}
            note={explained?.calendarLine({ dealCode })}
            onChange={(day) => (form.date.value = day)}
          />
          <div class="field">
            <label for="party-size">{t.filter.partySize()}</label>
            <select
              id="party-size"
              aria-describedby={notice?.kind === 'groupSize' ? 'party-size-message' : 'party-size-hint'}
              value={Math.min(partySize, MAX_GROUP_ONLINE + 1)}
              onChange={(event) => (form.party_size.value = Number(event.currentTarget.value))}
            >
              {PARTY_SIZE_CHOICES.map((size) => (
                <option key={size} value={size}>
                  {size === MAX_GROUP_ONLINE + 1
                    ? t.filter.largerCompany({ max: MAX_GROUP_ONLINE })
                    : size === 1
                      ? t.filter.person()
                      : t.filter.persons({ count: size })}
                </option>
              ))}
            </select>
            {notice?.kind !== 'groupSize' && (
              <PartySizeHint id="party-size-hint" range={range} words={(hint) => m[hint.key](hint)} />
            )}
          </div>
          <FilterNoticeView notice={notice} phone={site?.phone ?? CHAIN_PHONE} t={t} m={m} />
          {noSlots && waitlistEntry}
          {noSlots && site && !Alternatives && (
            <p class="muted" role="status">
              {t.filter.alternativesLoading()}
            </p>
          )}
          {noSlots && site && Alternatives && (
            <Alternatives
              sites={sites}
              current={site}
              date={date}
              partySize={partySize}
              endpoints={endpoints}
              t={t}
              flow={flow}
              dealCode={dealCode}
              onLoading={(loading) => {
                state.loading.altSitesSource.value = loading;
              }}
              onChoose={chooseLocation}
            />
          )}
          {availability.failure && <LoadFailure error={availability.failure} onRetry={availability.retry} />}
          {location &&
            !availability.failure &&
            dateOpen &&
            partySize <= MAX_GROUP_ONLINE &&
            (!loaded || slots.some((slot) => slot.is_available)) && (
              <fieldset class="field">
                {/* Day label: the weekday within this week, else the day and month. */}
                <legend>{t.filter.timesOn({ day: dayLabel(date, state.now(), language) })}</legend>
                {!loaded ? (
                  <p class="muted" role="status">
                    {t.filter.loadingTimes()}
                  </p>
                ) : (
                  <TimeSlots
                    slots={slots}
                    value={chosen?.time ?? null}
                    partName={(part) => t.filter[part]()}
                    until={(time) => t.filter.until({ time })}
                    onChange={(time, session) => {
                      form.timeSlot.value = time;
                      form.session.value = session;
                      setAskedTime(time);
                    }}
                  />
                )}
              </fieldset>
            )}
          {!noSlots && waitlistEntry}
          {!location && <p class="muted">{t.filter.chooseLocation()}</p>}
          <div class="actions">
            <button
              type="button"
              class="button button--primary button--block"
              disabled={!chosen}
              onClick={() => actions.next('filter')}
            >
              {t.filter.continue()}
            </button>
          </div>
        </>
      )}
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}
