import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../locations';
import { PROMOTIONS } from '../promotions/registry';
import type { Session, TimeSlot } from '../slots/types';
import { siteFromLocation } from './from-location';
import { alternativeSites, hasOpenSlot, isListable, listedSites } from './lists';
import type { Site } from './types';

const site = (id: string, extra: Site['extra'] = {}): Site => ({ id, name: `Site ${id}`, extra });
const session = (...times: TimeSlot[]): Session[] => [
  { session_name: 'dinner', seating_areas: [{ seating_area_uid: 'a' }], times },
];
const open: TimeSlot = { time: '18:00', is_available: true, online_suspended: false };
const full: TimeSlot = { time: '18:30', is_available: false, online_suspended: false };
const suspended: TimeSlot = { time: '19:00', is_available: true, online_suspended: true };

describe('restaurants with extra.exclude_from_atbl are left out of lists', () => {
  it.each<[Site['extra'], boolean]>([
    [{}, true],
    [{ exclude_from_atbl: false }, true],
    [{ exclude_from_atbl: true }, false],
  ])('extra %j is listable: %s', (extra, expected) => expect(isListable(site('a', extra))).toBe(expected));

  it('keeps the order of the rest', () => {
    const sites = [site('a'), site('b', { exclude_from_atbl: true }), site('c')];
    expect(listedSites(sites).map((s) => s.id)).toEqual(['a', 'c']);
  });
});

describe('with flow locations set, only those restaurants are listed', () => {
  const sites = LOCATIONS.map((l) => siteFromLocation(l));
  it.each([
    ['no flow: all of them', undefined, LOCATIONS.length],
    ['steakMenu: its own', PROMOTIONS.steakMenu, PROMOTIONS.steakMenu.locations.length],
    ['cinemaDeal: its own', PROMOTIONS.cinemaDeal, PROMOTIONS.cinemaDeal.locations.length],
    [
      'the example deal: its own subset',
      PROMOTIONS.exampleAutumnDeal,
      PROMOTIONS.exampleAutumnDeal.locations.length,
    ],
    ['a flow with no locations: none', { locations: [] }, 0],
  ])('%s', (_rule, flow, count) => {
    const listed = listedSites(sites, flow ? { flow: { promotion: flow } } : {});
    expect(listed).toHaveLength(count);
    if (flow) for (const s of listed) expect(flow.locations.map((l) => l.id)).toContain(s.id);
  });
  it('an excluded site stays out even when the flow has it', () => {
    const flow = { promotion: { locations: [{ id: 'b', name: 'B' }] } };
    expect(listedSites([site('a'), site('b', { exclude_from_atbl: true })], { flow })).toEqual([]);
  });
});

describe('an alternative site counts only if it has at least one available, non-suspended slot', () => {
  it.each<[string, Session[] | undefined, boolean]>([
    ['an open slot', session(full, open), true],
    ['only unavailable slots', session(full), false],
    ['only suspended slots', session(suspended), false],
    ['no sessions', [], false],
    ['no answer', undefined, false],
  ])('%s: %s', (_rule, sessions, expected) => expect(hasOpenSlot(sessions)).toBe(expected));
});

describe('for alternatives the first item of the GET /sites list is dropped', () => {
  const sites = [site('first'), site('b'), site('c', { exclude_from_atbl: true }), site('d'), site('e')];
  const availability = {
    first: session(open),
    b: session(open),
    c: session(open),
    d: session(full),
    e: session(suspended, open),
  };

  it('drops the first, the excluded and those without an open slot', () => {
    expect(alternativeSites(sites, availability).map((s) => s.id)).toEqual(['b', 'e']);
  });
  it('takes a Map as well', () => {
    expect(alternativeSites(sites, new Map(Object.entries(availability))).map((s) => s.id)).toEqual([
      'b',
      'e',
    ]);
  });
  it('a site without an availability answer does not count', () => {
    expect(alternativeSites(sites, { b: session(open) }).map((s) => s.id)).toEqual(['b']);
  });
  it('narrows to the flow locations', () => {
    const flow = { promotion: { locations: [{ id: 'e', name: 'E' }] } };
    expect(alternativeSites(sites, availability, { flow }).map((s) => s.id)).toEqual(['e']);
  });
  it('an empty or one-item list has no alternatives', () => {
    expect(alternativeSites([], availability)).toEqual([]);
    expect(alternativeSites([site('first')], availability)).toEqual([]);
  });
});

describe('siteFromLocation', () => {
  it('carries id, name and address of the location', () => {
    const location = LOCATIONS[0]!;
    expect(siteFromLocation(location, { exclude_from_atbl: true })).toMatchObject({
      id: location.id,
      name: location.name,
      city: location.city,
      address: location.street,
      postcode: location.postcode,
      lat: location.latitude,
      long: location.longitude,
      phone: location.phone,
      extra: { exclude_from_atbl: true },
    });
  });
});
