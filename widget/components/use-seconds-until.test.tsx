import { act } from 'preact/test-utils';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInApp } from '../testing/mount';
import { useSecondsUntil } from './use-seconds-until';

let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
let setAt: (at: number) => void = () => {};

function Wait() {
  const [at, set] = useState(0);
  setAt = set;
  return <p>{useSecondsUntil(at)}</p>;
}

describe('the wait before a new code, counted from the clock', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    // [rule, when the code's answer set the wait (ms after the page opened), when the wait ends, shown then]
    ['a wait set as the page opens', 0, 30_000, 30],
    ['a wait set 1.4 s after the page opened (the answer came later): 30, not 31', 1_400, 31_400, 30],
    ['a wait already over', 31_000, 30_000, 0],
  ])('%s', (_rule, answeredAfter, endsAfter, shown) => {
    vi.useFakeTimers();
    const opened = clock;
    const { root } = mountInApp(<Wait />, { now: () => clock });
    clock = opened + answeredAfter;
    act(() => setAt(opened + endsAfter));
    expect(root.textContent).toBe(String(shown));
    clock += 10_000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(root.textContent).toBe(String(Math.max(0, shown - 10)));
  });
});
