import { describe, expect, it } from 'vitest';
import { editFlow } from './edit/flow';
import { reservationFlow } from './reserve/flow';
import { retrieveFlow } from './retrieve/flow';
import { matchRoute, pathFor, ROUTES } from './table';
import { userFlow } from './user/flow';
import { waitlistFlow } from './waitlist/flow';

describe('every path and alias resolves to its route, with route params', () => {
  it.each([
    ['/', 'index', {}],
    ['/filter', 'filter', {}],
    ['/restaurants/r1', 'restaurant', { id: 'r1' }],
    ['/restaurants/s1/reserve', 'reserve', { sid: 's1' }],
    ['/r/s1/reserve', 'reserve', { sid: 's1' }],
    ['/r/s1', 'reserve', { sid: 's1' }],
    ['/restaurants/s1/check-info', 'check-info', { sid: 's1' }],
    ['/r/s1/check-info', 'check-info', { sid: 's1' }],
    ['/restaurants/s1/code-input', 'code-input', { sid: 's1' }],
    ['/restaurants/s1/reserve/pre-process', 'reserve-pre-process', { sid: 's1' }],
    ['/r/s1/reserve/process', 'reserve-process', { sid: 's1' }],
    ['/reservations/retrieve', 'reservations-retrieve', {}],
    ['/reservations/code-input', 'reservations-code-input', {}],
    ['/reservations/list', 'reservations-list', {}],
    ['/reservations/c1/edit', 'reservation-edit', { conf: 'c1' }],
    ['/c1/u', 'reservation-edit', { conf: 'c1' }],
    ['/reservations/c1/edit/check', 'reservation-edit-check', { conf: 'c1' }],
    ['/reservations/c1/edit/process', 'reservation-edit-process', { conf: 'c1' }],
    ['/reservations/c1/cancel', 'reservation-cancel', { conf: 'c1' }],
    ['/c1/d', 'reservation-cancel', { conf: 'c1' }],
    ['/reservations/c1/cancel/success', 'reservation-cancel-success', { conf: 'c1' }],
    ['/waitlist/join', 'waitlist-join', {}],
    ['/waitlist/code-input', 'waitlist-code', {}],
    ['/waitlist/done', 'waitlist-done', {}],
    ['/waitlist/Tk3_abcdefghijklmnopqrs', 'waitlist-offer', { token: 'Tk3_abcdefghijklmnopqrs' }],
    ['/c1/d/success', 'reservation-cancel-success', { conf: 'c1' }],
    ['/user/u1', 'user-edit', { uid: 'u1' }],
    ['/user/u1/edit', 'user-edit', { uid: 'u1' }],
    ['/user/u1/u', 'user-edit', { uid: 'u1' }],
    ['/u/u1', 'user-edit', { uid: 'u1' }],
    ['/u/u1/edit', 'user-edit', { uid: 'u1' }],
    ['/user/u1/edit/code-input', 'user-edit-code-input', { uid: 'u1' }],
    ['/u/u1/edit/process', 'user-edit-process', { uid: 'u1' }],
    ['/reservations/list?ok=1', 'reservations-list', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match.name).toBe(name);
    expect(match.params).toEqual(params);
  });
});

describe('any other path is the not-found page', () => {
  it.each([
    '/nope',
    '/restaurants',
    '/reservations/c1',
    '/user',
    '/c1/x',
    '/filter/extra',
    '/restaurants/s1/reserve/unknown',
  ])('%s', (path) => {
    expect(matchRoute(path).name).toBe('not-found');
  });
});

describe('lazy groups: five flows, the index page in the shell', () => {
  it('groups every route', () => {
    const groups = new Set(ROUTES.map((route) => route.group));
    expect([...groups].sort()).toEqual(['edit', 'reserve', 'retrieve', 'shell', 'user', 'waitlist']);
    expect(ROUTES.filter((route) => route.group === 'shell').map((route) => route.name)).toEqual(['index']);
  });

  it('pathFor fills the canonical path, which matches back to the same route', () => {
    for (const route of ROUTES) {
      const path = pathFor(route.name, { id: 'x', sid: 'x', conf: 'x', uid: 'x', token: 'x' });
      expect(matchRoute(path).name).toBe(route.name);
    }
  });
});

describe('one rule, one home: the route table is generated from the five flow tables', () => {
  const patterns = ROUTES.flatMap((route) => route.paths);

  it('every path is declared once', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it.each([
    [reservationFlow.group, reservationFlow.steps],
    [editFlow.group, editFlow.steps],
    [retrieveFlow.group, retrieveFlow.steps],
    [userFlow.group, userFlow.steps],
    [waitlistFlow.group, waitlistFlow.steps],
  ] as const)('every step of the %s flow is a route of its group, with its own paths', (group, steps) => {
    for (const step of steps) {
      const route = ROUTES.find((candidate) => candidate.name === step.name)!;
      expect(route.group).toBe(group);
      expect(route.paths).toBe(step.paths);
    }
  });

  it('a manage link keeps its meaning where a short alias could also be a flow prefix (/r/u, /u/d)', () => {
    expect(matchRoute('/r/u')).toMatchObject({ name: 'reservation-edit', params: { conf: 'r' } });
    expect(matchRoute('/u/d')).toMatchObject({ name: 'reservation-cancel', params: { conf: 'u' } });
  });

  it('every next step a table names is a route', () => {
    const names = new Set<string>(ROUTES.map((route) => route.name));
    for (const flow of [reservationFlow, editFlow, retrieveFlow, userFlow, waitlistFlow])
      for (const step of flow.steps) {
        if (!step.next) continue;
        const facts = new Proxy({}, { get: () => true }) as never;
        expect(names, `${step.name} → ${step.next(facts)}`).toContain(step.next(facts));
      }
  });
});
