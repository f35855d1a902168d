import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer, Site } from '../../shared/api/types';
import { flowRules } from '../../shared/promotions/flow-rules';
import { PROMOTIONS, type PromotionName } from '../../shared/promotions/registry';
import { bookableSlots } from '../../shared/slots';
import { daysAhead } from './journey-helpers';
import { workerServer } from './server';

async function availability(
  siteId: string,
  date: string,
  size: number,
  flow?: string,
): Promise<AvailabilityAnswer> {
  const query = new URLSearchParams({ date, party_size: String(size), ...(flow ? { flow } : {}) });
  return (await (
    await fetch(`${workerServer().widgetUrl}/api/sites/${siteId}/reservations/availability?${query}`)
  ).json()) as AvailabilityAnswer;
}

/** What the widget offers: the plain answer with the flow's rules applied in the browser (shared/slots). */
async function widgetTimes(site: Site, date: string, size: number, flow: PromotionName): Promise<string[]> {
  const plain = await availability(site.id, date, size);
  return bookableSlots({
    date,
    partySize: size,
    sessions: plain.days[0]?.sessions ?? [],
    site,
    flow: flowRules(PROMOTIONS[flow]),
  }).map((slot) => slot.time);
}

/** What the server offers in the flow (it enforces the same rules when booking). */
async function serverTimes(
  siteId: string,
  date: string,
  size: number,
  flow: PromotionName,
): Promise<string[]> {
  const answer = await availability(siteId, date, size, flow);
  return (answer.days[0]?.sessions ?? []).flatMap((session) =>
    session.times.filter((slot) => slot.is_available && !slot.online_suspended).map((slot) => slot.time),
  );
}

describe('the widget and the server agree on promotion slots, inside and outside each promotion', () => {
  const nextWeekday = (isoWeekday: number) => {
    for (let days = 1; days < 14; days += 1) {
      const date = daysAhead(days);
      if ((new Date(`${date}T12:00:00Z`).getUTCDay() || 7) === isoWeekday) return date;
    }
    throw new Error('no such day');
  };

  it.each([
    [
      'exampleAutumnDeal inside: a Monday, 2 persons, Amsterdam from 17:00',
      'exampleAutumnDeal',
      'amsterdam',
      1,
      2,
      true,
    ],
    ['exampleAutumnDeal outside: a Saturday', 'exampleAutumnDeal', 'amsterdam', 6, 2, false],
    ['exampleAutumnDeal outside: 10 persons', 'exampleAutumnDeal', 'utrecht', 2, 10, false],
  ] as const)('%s', async (_, flow, locationPart, weekday, size, expectSlots) => {
    const sites = ((await (await fetch(`${workerServer().widgetUrl}/api/sites`)).json()) as { sites: Site[] })
      .sites;
    const site = sites.find((candidate) => candidate.name.toLowerCase().includes(locationPart))!;
    const date = nextWeekday(weekday);
    const [widget, server] = await Promise.all([
      widgetTimes(site, date, size, flow),
      serverTimes(site.id, date, size, flow),
    ]);
    expect(widget).toEqual(server);
    expect(widget.length > 0).toBe(expectSlots);
    if (flow === 'exampleAutumnDeal' && locationPart === 'amsterdam' && expectSlots)
      expect(widget.every((time) => time >= '17:00')).toBe(true);
  });

  it.each(Object.keys(PROMOTIONS).filter((name) => name !== 'exampleAutumnDeal') as PromotionName[])(
    '%s: on a weekday and a Saturday both offer the same times',
    async (flow) => {
      const promotion = PROMOTIONS[flow];
      const sites = (
        (await (await fetch(`${workerServer().widgetUrl}/api/sites`)).json()) as { sites: Site[] }
      ).sites;
      const site = sites.find((candidate) =>
        promotion.locations.some((location) => location.id === candidate.id),
      )!;
      for (const date of [nextWeekday(2), nextWeekday(6)]) {
        const [widget, server] = await Promise.all([
          widgetTimes(site, date, 2, flow),
          serverTimes(site.id, date, 2, flow),
        ]);
        expect(widget).toEqual(server);
        // Promotions with an end date in the past offer nothing; cinemaDeal and socialDeal run on, but never on Saturdays.
        if (promotion.endDate && promotion.endDate < date) expect(widget).toEqual([]);
        if (promotion.excludedDaysOfWeek?.includes(6) && date === nextWeekday(6)) expect(widget).toEqual([]);
      }
    },
  );
});
