import { describe, expect, it } from 'vitest';
import { flowRules } from '../../../../shared/promotions/flow-rules';
import { PROMOTIONS } from '../../../../shared/promotions/registry';
import type { ReservationFormValues, UserFormValues } from '../../../state/forms';
import { bookingBody } from './booking';
import { flowByName } from './flow-promotion';
import { googleCalendarUrl, icsUrl, eventSpan, routeUrl } from './calendar-file';

const form: ReservationFormValues = {
  id: null,
  party_size: 4,
  date: '2026-11-23',
  session: 'dinner',
  location: 'x',
  timeSlot: '19:00',
  wheelchair_users: null,
  child_seats: 1,
  remarks: '',
};
const user: UserFormValues = {
  first_name: ' Anna ',
  last_name: 'de Vries',
  phone_number: '+31612345678',
  email: 'Anna@Example.NL',
  subscribed: true,
};

describe('booking body: flow activator into the notes, deal code, chosen e-mail', () => {
  it('a plain booking has no flow, no deal code and empty notes', () => {
    const body = bookingBody({ form, user, email: user.email, language: 'nl' });
    expect(body).toMatchObject({
      date: '2026-11-23',
      time: '19:00',
      party_size: 4,
      first_name: 'Anna',
      email: 'anna@example.nl',
      child_seats: 1,
      wheelchair_users: null,
      subscribed: true,
      notes: '',
      language: 'nl',
    });
    expect(body).not.toHaveProperty('flow');
    expect(body).not.toHaveProperty('deal_code');
  });
  it("the visit's id goes with the booking, linking the searches it found no time for", () => {
    const visitId = 'c0ffee00-1234-4abc-8def-000000000001';
    expect(bookingBody({ form, user, email: user.email, language: 'nl', visitId }).visit_id).toBe(visitId);
  });
  it('an extra flow sends its name and its activator text in the notes', () => {
    const body = bookingBody({
      form,
      user,
      email: user.email,
      language: 'en',
      flow: flowRules(PROMOTIONS.socialDeal),
    });
    expect(body.flow).toBe('socialDeal');
    expect(body.notes).toContain('Actie:SocialDeal');
  });
  it("the guest's remarks travel apart from the notes, trimmed, and never carry the activator", () => {
    const body = bookingBody({
      form: { ...form, remarks: '  Notenallergie, verjaardag  ' },
      user,
      email: user.email,
      language: 'nl',
      flow: flowRules(PROMOTIONS.socialDeal),
    });
    expect(body.remarks).toBe('Notenallergie, verjaardag');
    expect(body.notes).not.toContain('Notenallergie');
    expect(body.remarks).not.toContain('Actie:SocialDeal');
  });
  it('a one-time deal code travels as deal_code; pre-process may choose the stored e-mail', () => {
    const body = bookingBody({
      form,
      user,
      email: 'stored@example.nl',
      language: 'en',
      dealCode: 'DEMO-DEAL-0001',
    });
    expect(body.deal_code).toBe('DEMO-DEAL-0001');
    expect(body.email).toBe('stored@example.nl');
  });
  it('flow names select a promotion; unknown names select none', () => {
    expect(flowByName('exampleAutumnDeal')?.promotion.name).toBe('exampleAutumnDeal');
    expect(flowByName('noSuchFlow')).toBeUndefined();
    expect(flowByName(undefined)).toBeUndefined();
  });
});

describe('add to calendar: .ics and Google Calendar in Amsterdam wall-clock time', () => {
  const event = {
    title: 'Table at Tafel Utrecht',
    details: 'Reservation AB12, 4 persons',
    location: 'Tafel Utrecht, Oudegracht 1; Utrecht',
    date: '2026-12-31',
    time: '23:00',
    endsAt: '2027-01-01T00:00:00Z',
  };
  it('an evening past midnight ends the next day', () =>
    expect(eventSpan(event)).toEqual({ start: '20261231T230000', end: '20270101T010000' }));
  it.each([
    ['/api', 'en', '/api/sites/s1/reservations/r1/calendar.ics?lang=en'],
    [
      'https://api.example/api/',
      'nl',
      'https://api.example/api/sites/s1/reservations/r1/calendar.ics?lang=nl',
    ],
  ])('the .ics is the API download of the reservation (base %s, %s)', (base, language, expected) =>
    expect(icsUrl(base, { site_id: 's1', id: 'r1' }, language)).toBe(expected),
  );
  it('the Google link carries the dates and the zone', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20261231T230000/20270101T010000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Amsterdam');
  });
  it('the route opens directions to the restaurant', () =>
    expect(routeUrl({ lat: 52.09, long: 5.12, name: 'x' })).toContain('destination=52.09%2C5.12'));
});
