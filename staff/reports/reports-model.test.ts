import { describe, expect, it, vi } from 'vitest';
import { createStaffApi } from '../api/staff-api';
import { createReportsApi } from './reports-api';
import { fakeFetch, reportFigures, type FakeRoute } from '../testing/fake-api';
import { createReportsModel } from './reports-model';

const ANSWER = {
  from: '2026-12-18',
  to: '2026-12-24',
  total: reportFigures({ bookings: 3 }),
  sites: [{ site_id: 'site-2', site_name: 'Tafel Gouda', ...reportFigures({ bookings: 3 }) }],
};

function model(routes: Record<string, FakeRoute>, today = '2026-12-24') {
  const { fetch, calls } = fakeFetch(routes);
  const api = createStaffApi({ fetch, token: () => 'session-1' });
  return {
    reports: createReportsModel(
      createReportsApi(api),
      () => today,
      () => 'nl',
    ),
    calls,
  };
}

describe('the reports model', () => {
  it('starts on the last 7 days ending today, all restaurants', () => {
    const { reports } = model({});
    expect(reports.query()).toEqual({ from: '2026-12-18', to: '2026-12-24' });
  });

  it.each([
    ['all restaurants', '', '/reports?from=2026-12-18&to=2026-12-24'],
    ['one restaurant', 'site-2', '/reports?from=2026-12-18&to=2026-12-24&site_id=site-2'],
  ])('Show asks the API for the range of %s, with the token', async (_rule, siteId, path) => {
    const { reports, calls } = model({ [`GET ${path}`]: { status: 200, body: ANSWER } });
    reports.siteId.value = siteId;
    expect(await reports.show()).toBe(true);
    expect(calls).toEqual([{ method: 'GET', path, authorization: 'session-1', body: null }]);
    expect(reports.answer.value).toEqual(ANSWER);
    expect(reports.shownQuery.value).toEqual(reports.query());
  });

  it.each<[string, FakeRoute, string]>([
    [
      'a range the API refuses',
      { status: 400, body: { error: 'report_range_invalid' } },
      'report_range_invalid',
    ],
    ['a restaurant not the person’s', { status: 403, body: { error: 'Forbidden' } }, 'forbidden'],
    ['no network', 'network', 'network'],
    ['an answer of another shape', { status: 200, body: { total: {} } }, 'network'],
  ])('%s is a refusal, and no figures', async (_rule, route, code) => {
    const { reports } = model({ 'GET /reports?from=2026-12-18&to=2026-12-24': route });
    expect(await reports.show()).toBe(false);
    expect(reports.refusal.value?.code).toBe(code);
    expect(reports.answer.value).toBeNull();
  });

  it.each([
    ['ending before it starts', '2026-12-24', '2026-12-20'],
    ['longer than 92 days', '2026-01-01', '2026-12-24'],
    ['an empty date', '', '2026-12-24'],
  ])('a range %s is refused without asking the API', async (_rule, from, to) => {
    const { reports, calls } = model({});
    reports.from.value = from;
    reports.to.value = to;
    expect(await reports.show()).toBe(false);
    expect(reports.refusal.value).toEqual({ code: 'report_range_invalid' });
    expect(calls).toEqual([]);
  });

  it('the CSV is of the figures on screen, not of the form as edited since, in the language on screen', async () => {
    const { reports, calls } = model({
      'GET /reports?from=2026-12-18&to=2026-12-24': { status: 200, body: ANSWER },
      'GET /reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=nl': {
        status: 200,
        raw: 'restaurant,date\r\n',
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="t.csv"' },
      },
    });
    await reports.show();
    reports.from.value = '2026-12-01';
    const save = vi.fn();
    expect(await reports.download(save)).toBe(true);
    expect(calls[1]).toMatchObject({
      path: '/reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=nl',
      authorization: 'session-1',
    });
    const [file, fallback] = save.mock.calls[0]!;
    expect(file.fileName).toBe('t.csv');
    expect(await file.blob.text()).toBe('restaurant,date\r\n');
    expect(fallback).toBe('tafel-bookings-2026-12-18-2026-12-24.csv');
  });

  it('a refused CSV is said, and nothing is saved', async () => {
    const { reports } = model({
      'GET /reports?from=2026-12-18&to=2026-12-24': { status: 200, body: ANSWER },
      'GET /reports/bookings.csv?from=2026-12-18&to=2026-12-24&language=nl': {
        status: 403,
        body: { error: 'Forbidden' },
      },
    });
    await reports.show();
    const save = vi.fn();
    expect(await reports.download(save)).toBe(false);
    expect(reports.downloadRefusal.value).toEqual({ code: 'forbidden' });
    expect(save).not.toHaveBeenCalled();
  });

  it('nothing shown yet: no CSV is asked for', async () => {
    const { reports, calls } = model({});
    expect(await reports.download(vi.fn())).toBe(false);
    expect(calls).toEqual([]);
  });
});
