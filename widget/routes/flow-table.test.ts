import { describe, expect, it } from 'vitest';
import * as editGroup from './edit';
import * as reserveGroup from './reserve';
import * as reserveBookingPath from './reserve/booking-path';
import * as reserveOnDemand from './reserve/on-demand';
import * as retrieveGroup from './retrieve';
import { ROUTES } from './table';
import * as userGroup from './user';

const groups: Record<string, Record<string, unknown>> = {
  reserve: reserveGroup,
  edit: editGroup,
  retrieve: retrieveGroup,
  user: userGroup,
};

describe('a step names its page by the export of its lazy group (the page itself loads with the group)', () => {
  it.each(ROUTES.filter((route) => route.step).map((route) => [route.name, route] as const))(
    '%s',
    (_, route) => {
      const step = route.step!;
      const module: Record<string, unknown> = step.onDemand
        ? reserveOnDemand
        : step.bookingPath
          ? reserveBookingPath
          : groups[route.group]!;
      expect(typeof module[step.page]).toBe('function');
    },
  );

  it('only the reservation flow has screens in an on-demand or booking-path chunk', () => {
    const ownChunk = ROUTES.filter((route) => route.step?.onDemand || route.step?.bookingPath);
    expect(new Set(ownChunk.map((route) => route.group))).toEqual(new Set(['reserve']));
  });
  it('the first screens of the reservation flow (filter, details) load with the group, the steps after in the booking path', () => {
    const inGroup = ROUTES.filter(
      (route) =>
        route.group === 'reserve' && route.step?.step && !route.step.bookingPath && !route.step.onDemand,
    );
    expect(inGroup.map((route) => route.name)).toEqual(['filter', 'reserve']);
  });
});
