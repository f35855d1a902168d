import { describe, expect, it } from 'vitest';
import { createEditFlow } from '../routes/edit/model';
import { createUserFlow } from '../routes/user/model';
import { createApp, flowModel } from './create-app';
import { createSafeStorage } from './storage';
import { testEmbed } from '../embed/test-embed';

const embed = testEmbed();
const newApp = () => createApp({ window, storage: createSafeStorage(() => null), embed });

describe('a flow’s state belongs to its app: made once per app, never shared between apps', () => {
  it('the same app gets the same model; another app gets its own', () => {
    const first = newApp();
    const second = newApp();
    expect(flowModel(first, createEditFlow)).toBe(flowModel(first, createEditFlow));
    flowModel(first, createEditFlow).draft.value = {
      conf: 'c1',
      date: '2026-01-11',
      time: '19:00',
      party_size: 2,
    };
    flowModel(first, createUserFlow).pendingEmail.value = 'new@example.nl';
    expect(flowModel(second, createEditFlow).draft.value).toBeNull();
    expect(flowModel(second, createUserFlow).pendingEmail.value).toBeNull();
    expect(flowModel(first, createEditFlow).facts('c1')).toEqual({ hasDraft: true });
    expect(flowModel(first, createEditFlow).facts('c2')).toEqual({ hasDraft: false });
  });
});
