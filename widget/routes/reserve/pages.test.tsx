import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../state/create-app';
import { mountInApp } from '../../testing/mount';
import { AppContext } from '../../state/context';
import { createSafeStorage } from '../../../ui/storage';
import { CheckInfoPage } from './check-info';
import { FilterNoticeView } from './components/notices';
import { bookingPathWords } from './booking-path-words';
import { reserveWords } from './reserve-words';
import { messageWords } from '../../i18n/message-words';
import { ReservePage } from './reserve';
import { testEmbed } from '../../embed/test-embed';

// The page texts load per language (a module each; a step's load brings one); load both before rendering.
beforeAll(() =>
  Promise.all([
    reserveWords.load('en'),
    reserveWords.load('nl'),
    bookingPathWords.load('en'),
    bookingPathWords.load('nl'),
    messageWords.load('en'),
    messageWords.load('nl'),
  ]),
);

const SITE = {
  id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
  name: 'Tafel Amsterdam',
  city: 'Amsterdam',
  phone: '+31 20 555 0101',
  extra: {},
};
const embed = testEmbed();
const fetchSites = vi.fn(
  async () =>
    new Response(JSON.stringify({ sites: [SITE] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

const mount = (node: preact.ComponentChildren, setup?: (app: App) => void) =>
  mountInApp(
    node,
    { embed, fetch: fetchSites as unknown as typeof fetch, now: () => Date.UTC(2026, 10, 22, 9) },
    setup,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function fillJourney(app: ReturnType<typeof createApp>, wheelchair: boolean | null) {
  const { reservationForm: form, userForm: user } = app.state;
  form.location.value = SITE.id;
  form.timeSlot.value = '19:00';
  form.date.value = '2026-11-23';
  form.party_size.value = 4;
  form.wheelchair_users.value = wheelchair;
  user.first_name.value = 'Anna';
  user.last_name.value = 'de Vries';
  user.phone_number.value = '+31612345678';
  user.email.value = 'anna@example.nl';
}

describe('check info: the summary, wheelchair yes/no only when set', () => {
  it.each([
    ['not answered: no row', null, null],
    ['yes', true, 'Yes'],
    ['no', false, 'No'],
  ])('%s', async (_, wheelchair, shown) => {
    const { root } = mount(<CheckInfoPage sid={SITE.id} />, (app) => fillJourney(app, wheelchair));
    await settle();
    const rows = Object.fromEntries(
      [...root.querySelectorAll('.summary__row')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      Restaurant: 'Tafel Amsterdam',
      Date: 'Monday 23 November',
      Time: '19:00',
      Persons: '4',
      Name: 'Anna de Vries',
      'E-mail': 'anna@example.nl',
      'Phone number': '+31612345678',
    });
    expect(rows['Disabled guests in the party']).toBe(shown ?? undefined);
    expect(root.textContent).toContain('Confirm reservation');
    expect(root.textContent).toContain('Change details');
  });
});

describe('check info: a date outside the current year shows its year', () => {
  it.each([
    ['en', '2027-05-26', 'Wednesday, 26 May 2027'],
    ['nl', '2027-05-26', 'woensdag 26 mei 2027'],
    ['en', '2026-12-02', 'Wednesday 2 December'],
  ] as const)('%s %s: %s', async (language, date, shown) => {
    const { root } = mount(<CheckInfoPage sid={SITE.id} />, (app) => {
      fillJourney(app, null);
      app.state.reservationForm.date.value = date;
      app.state.language.value = language;
    });
    await settle();
    const dates = [...root.querySelectorAll('.summary__row dd')].map((cell) => cell.textContent);
    expect(dates).toContain(shown);
  });
});

describe('closing the widget in the middle of a booking asks before it throws the booking away', () => {
  const buttonNamed = (root: HTMLElement, name: string) =>
    [...root.querySelectorAll('button')].find((button) => button.textContent === name);

  it('the question opens under the title with the focus on Keep booking; keeping changes nothing', async () => {
    embed.send.mockClear();
    const { root, app } = mount(<CheckInfoPage sid={SITE.id} />, (app) => fillJourney(app, null));
    await settle();
    act(() => app.actions.close());
    const question = root.querySelector('[role="alertdialog"]')!;
    expect(question.textContent).toContain('Stop this reservation?');
    expect(document.activeElement?.textContent).toBe('Keep booking');
    expect(embed.send).not.toHaveBeenCalledWith('close', {});
    act(() => buttonNamed(root, 'Keep booking')!.click());
    expect(root.querySelector('[role="alertdialog"]')).toBeNull();
    expect(app.state.reservationForm.timeSlot.value).toBe('19:00');
    expect(app.state.userForm.first_name.value).toBe('Anna');
  });

  it('stopping closes the widget and forgets the choices and the details', async () => {
    embed.send.mockClear();
    const { root, app } = mount(<CheckInfoPage sid={SITE.id} />, (app) => fillJourney(app, null));
    await settle();
    act(() => app.actions.close());
    act(() => buttonNamed(root, 'Stop and close')!.click());
    expect(embed.send).toHaveBeenCalledWith('close', {});
    expect(app.state.reservationForm.timeSlot.value).toBeNull();
    expect(app.state.userForm.first_name.value).toBe('');
  });

  it('asks in Dutch on a Dutch page', async () => {
    const { root, app } = mount(<CheckInfoPage sid={SITE.id} />, (app) => {
      fillJourney(app, null);
      app.state.language.value = 'nl';
    });
    await settle();
    act(() => app.actions.close());
    expect(root.querySelector('[role="alertdialog"]')!.textContent).toContain('Stoppen met reserveren?');
  });
});

describe('guards: the details page without a chosen time sends the guest back to the filter', () => {
  it('navigates to /filter (replace) and draws nothing', async () => {
    const { root, app } = mount(<ReservePage sid={SITE.id} />, (app) =>
      vi.spyOn(app.actions.navigation, 'go'),
    );
    await settle();
    expect(app.actions.navigation.go).toHaveBeenCalledWith('/filter', { replace: true });
    expect(root.querySelector('form')).toBeNull();
  });
});

describe('no online availability and the larger company, in both languages', () => {
  it.each([
    [
      'en',
      { kind: 'noSlots', eventsTeam: true } as const,
      [
        'between 9:00 and 21:00 at +31 20 555 0101',
        'group request',
        'more than 14 persons',
        'events@tafel.example',
      ],
    ],
    [
      'nl',
      { kind: 'noSlots', eventsTeam: false } as const,
      ['tussen 9:00 en 21:00 op +31 20 555 0101', 'groepsaanvraag'],
    ],
    [
      'en',
      { kind: 'largerCompany' } as const,
      ['Coming with a larger company?', 'up to 14 persons', 'Send a group request'],
    ],
    [
      'en',
      {
        kind: 'groupSize',
        message: { key: 'maxGroupSize', value: 8 },
        noSlots: false,
        eventsTeam: false,
      } as const,
      ['Maximum group size is 8 persons'],
    ],
    [
      'nl',
      {
        kind: 'groupSize',
        message: { key: 'minGroupSize', value: 2 },
        noSlots: false,
        eventsTeam: false,
      } as const,
      ['Je kunt reserveren vanaf 2 personen'],
    ],
    ['en', { kind: 'dateNotAvailable' } as const, ['This date is not available']],
    ['en', { kind: 'christmasLargeGroup' } as const, ['groups of 12 or more persons']],
  ])('%s %j', (language, notice, texts) => {
    const lang = language as 'en' | 'nl';
    const { root } = mount(
      <FilterNoticeView
        notice={notice}
        phone={SITE.phone}
        t={reserveWords.translators[lang]!}
        m={messageWords.translators[lang]!}
      />,
    );
    for (const text of texts) expect(root.textContent).toContain(text);
    if (notice.kind === 'noSlots' && !notice.eventsTeam) expect(root.textContent).not.toContain('events@');
  });
});

describe('storage blocked by the browser is said where a refresh would lose the details', () => {
  const kept = { entries: {}, available: true };
  it.each([
    ['blocked: said', () => null, embed, true],
    ['allowed: not said', () => window.localStorage, embed, false],
    [
      'blocked in the frame, kept by the host page: not said',
      () => null,
      testEmbed({ framed: true, kept }),
      false,
    ],
    [
      'blocked in the frame and on the host page: said',
      () => null,
      testEmbed({ framed: true, kept: { ...kept, available: false } }),
      true,
    ],
  ])('%s', async (_name, getStorage, framing, said) => {
    const app = createApp({
      window,
      storage: createSafeStorage(getStorage),
      session: createSafeStorage(getStorage),
      embed: framing,
      fetch: fetchSites as unknown as typeof fetch,
      now: () => Date.UTC(2026, 10, 22, 9),
    });
    await app.recall();
    fillJourney(app, null);
    const root = document.createElement('div');
    document.body.append(root);
    act(() =>
      render(
        <AppContext.Provider value={app}>
          <ReservePage sid={SITE.id} />
        </AppContext.Provider>,
        root,
      ),
    );
    await settle();
    expect(root.textContent!.includes('Your browser does not let this page keep anything')).toBe(said);
  });
});

describe('details: a number no code can be texted to is told at the details step, with the e-mail route', () => {
  const answering = (textable: boolean) =>
    vi.fn(async (url: string) =>
      String(url).includes('/phone-checks')
        ? Response.json({ phone_number: '+31201234567', textable })
        : Response.json({ sites: [SITE] }),
    );
  const submit = async (root: HTMLElement) => {
    await act(async () => {
      root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
    await settle();
  };
  const savedChannel = () =>
    (JSON.parse(sessionStorage.getItem('tafel:journey') ?? '{}') as { extras?: { codeChannel?: string } })
      .extras?.codeChannel;

  it('a landline: the note under the phone field, the button offers the e-mail code; pressed again, the code goes by e-mail', async () => {
    const fetch = answering(false);
    const { root } = mountInApp(
      <ReservePage sid={SITE.id} />,
      {
        embed,
        fetch: fetch as unknown as typeof globalThis.fetch,
        now: () => Date.UTC(2026, 10, 22, 9),
        storage: createSafeStorage(() => window.localStorage),
      },
      (app) => {
        fillJourney(app, null);
        app.state.userForm.phone_number.value = '020 123 4567';
      },
    );
    await settle();
    await submit(root);
    const phone = root.querySelector<HTMLInputElement>('#field-phone_number')!;
    const note = root.querySelector('#note-phone_number');
    expect(note?.textContent).toBe(
      'This number cannot receive a text message (a landline, for instance). Choose e-mail to receive your code.',
    );
    expect(phone.getAttribute('aria-describedby')).toContain('note-phone_number');
    expect(root.querySelector('button[type=submit]')!.textContent).toBe('Continue with a code by e-mail');
    await submit(root);
    expect(savedChannel()).toBe('email');
  });

  it('a mobile: no note, the code goes by SMS', async () => {
    const fetch = answering(true);
    const { root } = mountInApp(
      <ReservePage sid={SITE.id} />,
      {
        embed,
        fetch: fetch as unknown as typeof globalThis.fetch,
        now: () => Date.UTC(2026, 10, 22, 9),
        storage: createSafeStorage(() => window.localStorage),
      },
      (app) => fillJourney(app, null),
    );
    await settle();
    await submit(root);
    expect(root.querySelector('#note-phone_number')).toBeNull();
    expect(savedChannel()).toBe('sms');
  });
});
