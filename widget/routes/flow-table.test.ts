import { describe, expect, it } from 'vitest';
import * as editGroup from './edit';
import * as reserveGroup from './reserve';
import * as reserveBookingPath from './reserve/booking-path';
import * as reserveOnDemand from './reserve/on-demand';
import * as retrieveGroup from './retrieve';
import { flowChunks } from './flow-chunks';
import { ROUTES } from './table';
import * as userGroup from './user';
import * as waitlistGroup from './waitlist';

const groups: Record<string, Record<string, unknown>> = {
  reserve: reserveGroup,
  edit: editGroup,
  retrieve: retrieveGroup,
  user: userGroup,
  waitlist: waitlistGroup,
};

const chunks = flowChunks(() => 'en');

/** Which chunk exports a page: the flow's own, or one of the reservation flow's two chunks beside it. */
function chunkOf(group: string, page: unknown): string | undefined {
  const chunks: Record<string, Record<string, unknown>> = {
    [group]: groups[group]!,
    'reserve/booking-path': reserveBookingPath,
    'reserve/on-demand': reserveOnDemand,
  };
  return Object.keys(chunks).find((name) => Object.values(chunks[name]!).includes(page));
}

describe("a step's load brings its page from its flow's chunk", () => {
  it.each(ROUTES.filter((route) => route.step).map((route) => [route.name, route] as const))(
    '%s',
    async (_, route) => {
      const page = await route.step!.load(chunks);
      expect(typeof page).toBe('function');
      expect(chunkOf(route.group, page)).toBeDefined();
    },
  );

  it('only the reservation flow has screens in an on-demand or booking-path chunk', async () => {
    const pages = await Promise.all(
      ROUTES.filter((route) => route.step).map(async (route) => ({
        group: route.group,
        chunk: chunkOf(route.group, await route.step!.load(chunks)),
      })),
    );
    const ownChunk = pages.filter((page) => page.chunk !== page.group);
    expect(new Set(ownChunk.map((page) => page.group))).toEqual(new Set(['reserve']));
  });

  it.each([
    ['filter', 'reserve'],
    ['restaurant', 'reserve/on-demand'],
    ['reserve', 'reserve/booking-path'],
    ['check-info', 'reserve/booking-path'],
    ['code-input', 'reserve/booking-path'],
    ['reserve-pre-process', 'reserve/on-demand'],
    ['reserve-process', 'reserve/booking-path'],
    ['your-code', 'reserve/on-demand'],
    ['reserve-success', 'reserve/booking-path'],
    ['reserve-failed', 'reserve/booking-path'],
  ])(
    'the reservation flow: %s comes from the %s chunk (the filter with the flow, the details and the steps after in the booking path)',
    async (name, chunk) => {
      const route = ROUTES.find((candidate) => candidate.name === name)!;
      expect(chunkOf('reserve', await route.step!.load(chunks))).toBe(chunk);
    },
  );
});
