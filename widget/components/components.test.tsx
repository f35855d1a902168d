import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInApp } from '../testing/mount';
import { telHref, TextWithPhoneLink } from './phone-link';
import { DelayedSpinner } from './spinner';
import { ErrorScreen } from './system-screens';

const mount = (node: preact.ComponentChildren) => mountInApp(node).root;
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the spinner shows only after 400 ms', () => {
  it('hidden at 399 ms, shown at 400 ms', () => {
    vi.useFakeTimers();
    const root = mount(<DelayedSpinner active />);
    act(() => void vi.advanceTimersByTime(399));
    expect(root.querySelector('[role="status"]')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(root.querySelector('[role="status"]')).not.toBeNull();
  });

  it('never shows for an inactive load', () => {
    vi.useFakeTimers();
    const root = mount(<DelayedSpinner active={false} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(root.querySelector('[role="status"]')).toBeNull();
  });
});

describe('a phone number named in words is a link that calls it', () => {
  it.each([
    ['+31 20 555 0101', 'tel:+31205550101'],
    ['+31 (0)20 555 0101', 'tel:+310205550101'],
    ['020-555 0101', 'tel:0205550101'],
  ])('%s calls %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('the number inside the words becomes the link; words without it stay as they are', () => {
    const root = mount(
      <p>
        <TextWithPhoneLink text="Please call the restaurant on +31 20 555 0101." phone="+31 20 555 0101" />
      </p>,
    );
    expect(root.textContent).toBe('Please call the restaurant on +31 20 555 0101.');
    expect(root.querySelector('a')!.getAttribute('href')).toBe('tel:+31205550101');
    const plain = mount(<TextWithPhoneLink text="Call us." phone="+31 20 555 0101" />);
    expect(plain.querySelector('a')).toBeNull();
  });
});

describe("'Server error' is only for the server: a page that fails in the browser says so in its own words", () => {
  it.each([
    ['en', 'This page could not be shown. Please start again.'],
    ['nl', 'Deze pagina kon niet worden getoond. Begin opnieuw.'],
  ] as const)('%s', (language, words) => {
    const { root } = mountInApp(<ErrorScreen />, {}, (app) => (app.state.language.value = language));
    expect(root.textContent).toContain(words);
    expect(root.textContent).not.toContain('Server error');
    expect(root.querySelector('button')).not.toBeNull();
  });
});
