import { signal } from '@preact/signals';
import type { ClosedReasons, PromotionChoice } from '../../shared/api/closed-reasons-answers';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { isCalendarDate } from '../../shared/time/calendar';
import { amsterdamDate, type DateString } from '../../shared/time/instant';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import { createWhyClosedApi, type TimeQuestion, type WhyClosedApi } from './why-closed-api';

/** The time first asked about: dinner, when most guests call. */
const FIRST_TIME = '19:00';
const FIRST_PARTY = '2';

/**
 * The question in the form, or null when it is not one the API would take: a real date, a time 'HH:mm', a party
 * of 1 to the stand's largest (STAND_MAX_PARTY).
 * @example questionOf({ date: '2026-11-10', time: '19:00', party: '4', promotion: '' }) //=> { date: '2026-11-10', time: '19:00', partySize: 4, promotion: '' }
 * @example questionOf({ date: '2026-11-10', time: '19:00', party: '0', promotion: '' }) //=> null
 */
export function questionOf(form: {
  date: string;
  time: string;
  party: string;
  promotion: string;
}): TimeQuestion | null {
  const partySize = Number(form.party);
  if (!isCalendarDate(form.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.time)) return null;
  if (!Number.isInteger(partySize) || partySize < 1 || partySize > STAND_MAX_PARTY) return null;
  return { date: form.date, time: form.time, partySize, promotion: form.promotion };
}

/**
 * The "why closed" screen's state: the question in the form (a date, a time, a party, a promotion), the answer on
 * screen and the question it answers. Only the latest question asked lands. The promotions to ask about come with
 * each answer: those the restaurant takes part in.
 */
export function createWhyClosedModel(api: WhyClosedApi, today: () => DateString) {
  const siteId = signal<string | null>(null);
  const date = signal<string>(today());
  const time = signal(FIRST_TIME);
  const party = signal(FIRST_PARTY);
  const promotion = signal('');
  const promotions = signal<PromotionChoice[]>([]);
  const answer = signal<ClosedReasons | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  /** The form holds no question the API would take: the screen says what to fill in. */
  const invalid = signal(false);
  let latest = 0;

  /** Asks about the form's question; a question that is none is not sent. */
  async function ask(): Promise<boolean> {
    const site = siteId.value;
    const question = questionOf({
      date: date.value,
      time: time.value,
      party: party.value,
      promotion: promotion.value,
    });
    invalid.value = question === null;
    if (!site || !question) return false;
    const request = ++latest;
    loading.value = true;
    refusal.value = null;
    const result = await api.closedReasons(site, question);
    if (request !== latest) return false;
    loading.value = false;
    if (!result.ok) {
      refusal.value = result.refusal;
      answer.value = null;
      return false;
    }
    answer.value = result.data;
    promotions.value = result.data.promotions;
    return true;
  }

  return {
    siteId,
    date,
    time,
    party,
    promotion,
    promotions,
    answer,
    loading,
    refusal,
    invalid,
    ask,
    /**
     * Opens the screen for a restaurant and a day (today when the address has none that is a date) and asks about it
     * at once; the time and party stay as last asked, a promotion only at the same restaurant.
     */
    async open(site: string, day: string): Promise<boolean> {
      if (siteId.value !== site) {
        promotion.value = '';
        promotions.value = [];
      }
      siteId.value = site;
      date.value = isCalendarDate(day) ? day : today();
      answer.value = null;
      return ask();
    },
  };
}

export type WhyClosedModel = ReturnType<typeof createWhyClosedModel>;

/** The screen's model in the app, made when the screen first loads (screens.ts). */
export const whyClosedScreenModel = (app: StaffApp): WhyClosedModel =>
  createWhyClosedModel(createWhyClosedApi(app.api), () => amsterdamDate(app.now()));
