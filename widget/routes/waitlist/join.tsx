import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import * as v from 'valibot';
import type { Site } from '../../../shared/api/types';
import { DEFAULT_CHANNEL } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-keys';
import { fieldErrors, type FieldError } from '../../../shared/schemas/field-errors';
import { toClock } from '../../../shared/time/clock';
import { guestDay } from '../../../shared/time/format-day';
import { firstWindow, windowEnds, windowStarts } from '../../../shared/waitlist/window-choices';
import { messageWords, useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { RequestSummary } from './request-summary';
import { useWaitlistFlow, useWaitlistStep } from './use-waitlist-flow';
import { waitlistWords } from './waitlist-words';

const CONTACT_FIELDS = ['first_name', 'last_name', 'phone_number', 'email'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The details form's schema chunk (it carries the phone rules): the same check of the contact as when booking. */
const loadContactSchema = () =>
  import('../reserve/logic/details-schema').then((module) => module.ReservationDetailsSchema);

/**
 * The day's start times at the restaurant for the party (GET availability), free or not: the window's pickers offer
 * them, so a window stays within the opening. Null while they are asked, [] when the day has none or the call failed.
 */
function useDayTimes(siteId: string | null, date: string, partySize: number): string[] | null {
  const flow = useWaitlistFlow();
  const [times, setTimes] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    setTimes(null);
    if (!siteId) return;
    void flow.calls.getAvailability(siteId, { date, party_size: partySize }).then((result) => {
      if (!live) return;
      const sessions = result.ok ? (result.data.days[0]?.sessions ?? []) : [];
      const all = sessions.flatMap((session) => session.times.map((slot) => toClock(slot.time)));
      setTimes([...new Set(all)].sort());
    });
    return () => void (live = false);
  }, [flow, siteId, date, partySize]);
  return times;
}

/** The restaurant of the request, from the chain's list (the filter has already fetched it: the client keeps it). */
function useSite(siteId: string | null): Site | null {
  const app = useApp();
  const flow = useWaitlistFlow();
  const [site, setSite] = useState<Site | null>(null);
  const channel = app.state.config.value.channel || DEFAULT_CHANNEL;
  useEffect(() => {
    let live = true;
    void flow.calls.getSites({ type: channel }).then((result) => {
      if (live && result.ok) setSite(result.data.sites.find((candidate) => candidate.id === siteId) ?? null);
    });
    return () => void (live = false);
  }, [flow, channel, siteId]);
  return site;
}

/**
 * Join the waitlist: the filter's restaurant, day and party, a window of start times within the day, the contact and
 * where the offer goes (SMS or e-mail). A signed-in guest joins at once; anyone else proves the contact with a code.
 */
export function WaitlistJoinPage() {
  const app = useApp();
  const { state } = app;
  const flow = useWaitlistFlow();
  const { actions } = flow;
  const allowed = useWaitlistStep('waitlist-join');
  const t = useNamespace(waitlistWords);
  const m = useNamespace(messageWords);
  const say = useMessageText();
  const form = state.reservationForm;
  const user = state.userForm;
  const language = state.language.value;
  const siteId = form.location.value;
  const date = form.date.value;
  const partySize = form.party_size.value;
  const times = useDayTimes(siteId, date, partySize);
  // Today's starts that have passed are not offered: the join would refuse them (waitlist_closed). Judged when the
  // day's times arrive; one that passes while the page is open is still refused by the server, in words.
  const starts = useMemo(() => times && windowStarts(times, date, state.now()), [times, date, state]);
  const site = useSite(siteId);
  const { from, until, channel } = flow.join.value;
  const profile = state.auth.profile.value;
  const [errors, setErrors] = useState<Record<string, FieldError> | null>(null);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  // The window offered first: from the time the guest had chosen on the filter, about an hour and a half long.
  useEffect(() => {
    if (!times || !starts) return;
    const kept = from && starts.includes(from) && until && windowEnds(times, from).includes(until);
    if (!kept)
      actions.update({ ...(firstWindow(starts, form.timeSlot.peek()) ?? { from: null, until: null }) });
  }, [times, starts, from, until, actions, form]);
  // A signed-in guest's profile fills what is still empty.
  useEffect(() => {
    if (profile) for (const name of CONTACT_FIELDS) if (!user[name].peek()) user[name].value = profile[name];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in guest
  }, [profile?.id]);

  const check = async () => {
    const schema = await loadContactSchema();
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, user[name].peek()]));
    const result = v.safeParse(schema, values);
    if (!result.success) {
      const found = fieldErrors(schema, values);
      setErrors(
        Object.fromEntries(CONTACT_FIELDS.filter((name) => found[name]).map((name) => [name, found[name]!])),
      );
      return null;
    }
    setErrors({});
    return result.output;
  };

  const onSubmit = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const checked = await check();
    if (!checked) {
      document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    for (const name of CONTACT_FIELDS) user[name].value = checked[name];
    actions.update({ contactChecked: true, code: null });
    if (!flow.facts.peek().signedIn) return actions.next('waitlist-join');
    setBusy(true);
    const refused = await actions.join();
    setBusy(false);
    if (refused) return setRefusal(refused);
    actions.next('waitlist-join');
  };

  if (!allowed) return null;
  const ends = times && from ? windowEnds(times, from) : [];
  const textField = (
    name: ContactField,
    label: string,
    attributes: JSX.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const error = errors?.[name];
    return (
      <div class="field">
        <label for={`waitlist-${name}`}>{label}</label>
        <input
          id={`waitlist-${name}`}
          name={name}
          value={user[name].value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `waitlist-${name}-error` : undefined}
          onInput={(event) => {
            user[name].value = event.currentTarget.value;
            actions.update({ contactChecked: false });
            if (errors) void check();
          }}
          required
          {...attributes}
        />
        {error && (
          <span id={`waitlist-${name}-error`} class="field__error">
            {(m as unknown as Record<string, (values?: unknown) => string>)[error.key]?.(error.values) ??
              error.key}
          </span>
        )}
      </div>
    );
  };

  return (
    <section class="page" aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t.join.title()}</h1>
      <p>{t.join.intro()}</p>
      <RequestSummary
        rows={[
          [t.restaurant(), site?.name ?? '…'],
          [t.date(), guestDay(date, language, state.now())],
          [t.persons(), partySize],
        ]}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset class="field">
          <legend>{t.join.windowLegend()}</legend>
          {times === null || starts === null ? (
            <p class="muted" role="status">
              {t.join.loadingTimes()}
            </p>
          ) : starts.length === 0 ? (
            <p class="notice">{t.join.noTimes()}</p>
          ) : (
            <div class="waitlist-window">
              <div class="field">
                <label for="waitlist-from">{t.join.from()}</label>
                <select
                  id="waitlist-from"
                  value={from ?? ''}
                  onChange={(event) => {
                    const start = event.currentTarget.value;
                    const startEnds = windowEnds(times, start);
                    // The end stays when it still fits the new start, else the window is the start alone.
                    actions.update({
                      from: start,
                      until: until && startEnds.includes(until) ? until : start,
                    });
                  }}
                >
                  {starts.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for="waitlist-until">{t.join.until()}</label>
                <select
                  id="waitlist-until"
                  value={until ?? ''}
                  onChange={(event) => actions.update({ until: event.currentTarget.value })}
                >
                  {ends.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </fieldset>
        {textField('first_name', t.join.firstName(), { autocomplete: 'given-name' })}
        {textField('last_name', t.join.lastName(), { autocomplete: 'family-name' })}
        {textField('phone_number', t.join.phone(), { autocomplete: 'tel', type: 'tel', inputMode: 'tel' })}
        {textField('email', t.join.email(), { autocomplete: 'email', type: 'email' })}
        <fieldset class="field">
          <legend>{t.join.channelLegend()}</legend>
          <div class="choice">
            {(['sms', 'email'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="waitlist-channel"
                  checked={channel === option}
                  onChange={() => actions.update({ channel: option })}
                />{' '}
                {option === 'sms' ? t.join.bySms() : t.join.byEmail()}
              </label>
            ))}
          </div>
        </fieldset>
        {refusal && (
          <p class="notice notice--negative" role="alert">
            {say(refusal, { hours: 6 })}
          </p>
        )}
        {busy && (
          <p class="muted" role="status">
            {t.join.joining()}
          </p>
        )}
        <div class="actions">
          <button
            type="submit"
            class="button button--primary button--block"
            disabled={busy || !from || !until}
          >
            {t.join.continue()}
          </button>
          <a class="button button--secondary button--block" href="/filter">
            {t.join.back()}
          </a>
        </div>
      </form>
    </section>
  );
}
