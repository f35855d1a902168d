import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mountInApp } from '../../../testing/mount';
import { reserveWords } from '../reserve-words';
import { StepIndicator } from './step-indicator';

beforeAll(() => reserveWords.load('en'));
const mount = (node: preact.ComponentChildren) => mountInApp(node).root;
afterEach(() => {
  document.body.innerHTML = '';
});

describe('step progress: 5 steps by default, failed shows a close icon, done a check', () => {
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
