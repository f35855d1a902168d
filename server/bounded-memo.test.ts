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

describe('keep: what is being computed is computed once', () => {
  it('questions asked while the value is computed wait for that one computation', async () => {
    const memo = new BoundedMemo<Promise<string>>(10);
    let computed = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      computed += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const answers = [memo.keep('day', compute), memo.keep('day', compute), memo.keep('day', compute)];
    finish('answer');
    expect(await Promise.all(answers)).toEqual(['answer', 'answer', 'answer']);
    expect(await memo.keep('day', compute)).toBe('answer');
    expect(computed).toBe(1);
  });

  it('a failed computation is forgotten: the next question computes again', async () => {
    const memo = new BoundedMemo<Promise<string>>(10);
    await expect(memo.keep('day', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await memo.keep('day', async () => 'answer')).toBe('answer');
  });

  it('different keys are computed each', async () => {
    const memo = new BoundedMemo<Promise<string>>(10);
    expect(await Promise.all([memo.keep('a', async () => 'A'), memo.keep('b', async () => 'B')])).toEqual([
      'A',
      'B',
    ]);
  });
});
