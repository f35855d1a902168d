import { describe, expect, it } from 'vitest';
import * as editGroup from './edit';
import * as reserveGroup from './reserve';
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
      const module = step.onDemand ? (reserveOnDemand as Record<string, unknown>) : groups[route.group]!;
      expect(typeof module[step.page]).toBe('function');
    },
  );

  it('only the reservation flow has screens in an on-demand chunk', () => {
    const onDemand = ROUTES.filter((route) => route.step?.onDemand);
    expect(new Set(onDemand.map((route) => route.group))).toEqual(new Set(['reserve']));
  });
});
