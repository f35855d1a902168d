import { describe, expect, it } from 'vitest';
import { remarksStage } from './remarks-counter';

describe('the remarks counter speaks near the limit only, once per stage', () => {
  it.each([
    [0, null],
    [37, null],
    [179, null],
    [180, 20],
    [189, 20],
    [190, 10],
    [199, 10],
    [200, 0],
    [201, 'over'],
    [260, 'over'],
  ] as const)('%i of 200 characters: stage %s', (length, stage) => {
    expect(remarksStage(length, 200)).toBe(stage);
  });
  it('typing on within a stage keeps it (nothing new to announce)', () => {
    const stages = new Set([181, 182, 183, 184].map((length) => remarksStage(length, 200)));
    expect(stages).toEqual(new Set([20]));
  });
});
