import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('a memo of bounded size', () => {
  it('keeps what was set, up to its capacity, forgetting the oldest first', () => {
    const memo = new BoundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.size]).toEqual([undefined, 2, 3, 2]);
  });

  it('a key set again counts as new', () => {
    const memo = new BoundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('a', 10);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([10, undefined, 3]);
  });
});
