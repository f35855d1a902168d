import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../state/create-app';
import { AppContext } from '../state/context';
import { createSafeStorage } from '../state/storage';
import { DelayedSpinner } from './spinner';
import { StepIndicator } from './step-indicator';
import { testEmbed } from '../embed/test-embed';

const embed = testEmbed();
function mount(node: preact.ComponentChildren) {
  const app = createApp({ window, storage: createSafeStorage(() => null), embed });
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<AppContext.Provider value={app}>{node}</AppContext.Provider>, root));
  return root;
}
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('SPEC §2/§9: the spinner shows only after 400 ms', () => {
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

describe('SPEC §2 step progress: 5 steps by default, failed shows a close icon, done a check', () => {
  const states = (root: HTMLElement) =>
    [...root.querySelectorAll('li')].map((li) => li.className.replace('steps__step steps__step--', ''));
  it.each([
    ['step 2 active', { current: 2 }, ['done', 'current', 'todo', 'todo', 'todo']],
    ['step 3 failed', { current: 3, state: 'failed' as const }, ['done', 'done', 'failed', 'todo', 'todo']],
    ['done', { current: 5, state: 'done' as const }, ['done', 'done', 'done', 'done', 'done']],
    ['3 steps', { current: 1, total: 3 }, ['current', 'todo', 'todo']],
  ])('%s', (_, props, expected) => {
    const root = mount(<StepIndicator {...props} />);
    expect(states(root)).toEqual(expected);
    if ('state' in props && props.state === 'failed')
      expect(root.querySelector('.steps__step--failed path')!.getAttribute('d')).toContain('M6 6l12 12');
    expect(root.querySelector('[aria-current="step"]') !== null).toBe(
      !('state' in props && props.state === 'done'),
    );
  });
});
