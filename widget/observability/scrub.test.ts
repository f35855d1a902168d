import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendReport } from './reporter-transport';
import { scrubText, scrubUrl } from './scrub';
import type { ErrorReport } from './types';

// What a guest's data looks like in Tafel: each must never reach an error report.
const PERSONAL = [
  { kind: 'e-mail', value: 'anna.de.vries+tafel@example.nl' },
  { kind: 'Dutch mobile', value: '06 1234 5678' },
  { kind: 'Dutch mobile, international', value: '+31612345678' },
  { kind: 'Dutch landline', value: '020-123 4567' },
  { kind: 'British mobile', value: '+44 7700 900123' },
  { kind: 'one-time code', value: '483920' },
  { kind: 'reservation number', value: 'K7QM3X' },
  { kind: 'reservation id', value: 'hQ3v_x9LkPq2Zr8aYt0bWw' },
  { kind: 'session token', value: 'Zx81kLq0-wPz7aVb3nYc6dTe9fGh2jKm5oRs4uIw1yE' },
];

describe('an error report carries no personal data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(PERSONAL)('scrubs a $kind from free text', ({ value }) => {
    expect(scrubText(`failed for ${value} at step 3`)).not.toContain(value);
  });

  it.each([
    { kind: 'a stack frame', text: 'at checkSlot (https://tafel.nl/assets/reserve-Dx3kq.js:1:123456)' },
    { kind: 'a date', text: 'no times on 2027-05-26 for 4' },
    { kind: 'a time and a party', text: 'slot 19:30 refused for party 9' },
    { kind: 'a function name', text: 'TypeError: reservationAvailabilityForDay is not a function' },
  ])('keeps $kind, which names no one', ({ text }) => {
    expect(scrubText(text)).toBe(text);
  });

  it('keeps where the guest was in the address, and drops who', () => {
    expect(
      scrubUrl('https://w.tafel.nl/reservations/hQ3v_x9LkPq2Zr8aYt0bWw?lang=nl&email=a%40b.nl#top'),
    ).toBe('https://w.tafel.nl/reservations/[id]?lang=nl&email=[removed]');
  });

  it('sends nothing of the guest, wherever the report holds it', () => {
    const sent: string[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, blob: Blob) => {
        void blob.text().then((text) => sent.push(text));
        return true;
      },
    });
    const everything = PERSONAL.map((item) => item.value).join(' ');
    const report: ErrorReport = {
      message: `refused: ${everything}`,
      name: 'ApiError',
      stack: `ApiError: ${everything}\n    at send (https://tafel.nl/assets/index.js:1:2000)`,
      section: 'Generic API',
      extra: {
        first_name: 'Anna',
        last_name: 'de Vries',
        request: { phone_number: '+31612345678', remarks: 'Anna is allergic to nuts', note: everything },
        steps: [everything],
      },
      release: '1.0.0',
      url: `https://w.tafel.nl/r/hQ3v_x9LkPq2Zr8aYt0bWw/code-input?phone=0612345678&number=K7QM3X`,
      at: '2026-11-27T20:00:00.000Z',
    };
    sendReport('https://errors.example/report', report);
    return vi.waitFor(() => {
      expect(sent).toHaveLength(1);
      for (const value of [...PERSONAL.map((item) => item.value), 'Anna', 'Vries', '0612345678'])
        expect(sent[0] ?? '').not.toContain(value);
      expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
        section: 'Generic API',
        name: 'ApiError',
        release: '1.0.0',
      });
    });
  });
});
