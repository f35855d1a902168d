import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffContext } from '../shell/context';
import { STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { SignIn } from './sign-in-page';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function drawSignIn(routes: Record<string, FakeRoute>, language: 'en' | 'nl' = 'en') {
  const { app, calls } = testStaffApp(routes);
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <SignIn />
      </StaffContext.Provider>,
      root,
    ),
  );
  return { app, calls, root };
}
async function submit(root: HTMLElement, field: string, value: string) {
  const input = root.querySelector(field) as HTMLInputElement;
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
  await settle();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sign-in screens', () => {
  it('e-mail, then the code (focused), then signed in', async () => {
    const { app, root } = await drawSignIn({
      'POST /sessions': { status: 201, body: { token: 'temp', resend_after: 30 } },
      'PATCH /sessions/current': { status: 200, body: { token: 'session', staff: STAFF } },
    });
    expect(root.querySelector('h1')!.textContent).toBe('Sign in');
    await submit(root, '#staff-email', 'sanne@example.test');
    expect(root.querySelector('h1')!.textContent).toBe('Enter your code');
    expect(document.activeElement?.id).toBe('staff-code');
    expect(root.textContent).toContain('You can ask for a new code in 30 seconds.');
    await submit(root, '#staff-code', '123456');
    expect(app.session.phase.value).toBe('signed-in');
  });

  it.each([
    ['en', 'That code is not right. Check the e-mail and try again.'],
    ['nl', 'Die code klopt niet. Kijk de e-mail na en probeer het opnieuw.'],
  ] as const)(
    'a wrong code is said in words (%s), as an alert tied to the field',
    async (language, words) => {
      const { root } = await drawSignIn(
        {
          'POST /sessions': { status: 201, body: { token: 'temp', resend_after: 30 } },
          'PATCH /sessions/current': { status: 422, body: { error: 'wrong_code' } },
        },
        language,
      );
      await submit(root, '#staff-email', 'sanne@example.test');
      await submit(root, '#staff-code', '000000');
      const alert = root.querySelector('[role="alert"]')!;
      expect(alert.textContent).toBe(words);
      expect(root.querySelector('#staff-code')!.getAttribute('aria-describedby')).toBe(alert.id);
    },
  );

  it('a rate limit says how long to wait', async () => {
    const { root } = await drawSignIn({
      'POST /sessions': {
        status: 429,
        body: { error: 'too_many_requests', message: 'slow down', retry_after: 45 },
      },
    });
    await submit(root, '#staff-email', 'sanne@example.test');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Too many tries. Wait 45 seconds and try again.',
    );
  });
});
