import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../ui/storage';
import { createTokenStore, tokenLifeMs } from './token-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('token life: 7 days when remember is absent or true, else 30 minutes', () => {
  it.each([
    [undefined, 7 * DAY],
    [true, 7 * DAY],
    [false, 30 * MINUTE],
  ])('remember %s → %i ms', (remember, life) => expect(tokenLifeMs(remember)).toBe(life));
});

describe('the stored token has an expiry deadline and an expired token is discarded on read', () => {
  it.each([
    ['remembered, just before 7 days', true, 7 * DAY - 1, 'tok'],
    ['remembered, at 7 days', true, 7 * DAY, null],
    ['not remembered, just before 30 minutes', false, 30 * MINUTE - 1, 'tok'],
    ['not remembered, at 30 minutes', false, 30 * MINUTE, null],
  ])('%s', (_, remember, elapsed, expected) => {
    let now = 1_000_000;
    const storage = createSafeStorage(memoryStorage);
    const store = createTokenStore(storage, () => now);
    store.save('tok', remember);
    now += elapsed;
    expect(store.read()?.token ?? null).toBe(expected);
    if (expected === null) expect(storage.get('tafel:token')).toBeNull();
  });

  it('drops an unreadable stored value', () => {
    const storage = createSafeStorage(memoryStorage);
    storage.set('tafel:token', '{not json');
    expect(createTokenStore(storage).read()).toBeNull();
    expect(storage.get('tafel:token')).toBeNull();
  });

  it('clear removes the stored copy', () => {
    const storage = createSafeStorage(memoryStorage);
    const store = createTokenStore(storage);
    store.save('tok', true);
    store.clear();
    expect(store.read()).toBeNull();
  });
});

describe('ARCHITECTURE: when storage is blocked the widget keeps working in memory', () => {
  const throwing = (): Storage => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const throwsOnWrite = (): Storage => ({
    ...memoryStorage(),
    setItem: () => {
      throw new DOMException('QuotaExceededError');
    },
  });

  it.each([
    ['localStorage getter throws', throwing],
    ['setItem throws', throwsOnWrite],
    ['no storage at all', () => null],
  ])('%s: values still round-trip in memory', (_, getStorage) => {
    const storage = createSafeStorage(getStorage as () => Storage | null);
    expect(storage.memoryOnly).toBe(true);
    const store = createTokenStore(storage, () => 0);
    store.save('tok', true);
    expect(store.read()?.token).toBe('tok');
  });

  it('falls back to memory when storage starts throwing later', () => {
    const backing = memoryStorage();
    let broken = false;
    const flaky: Storage = {
      ...backing,
      getItem: (k) => {
        if (broken) throw new Error('gone');
        return backing.getItem(k);
      },
      setItem: (k, v) => {
        if (broken) throw new Error('gone');
        backing.setItem(k, v);
      },
    };
    const storage = createSafeStorage(() => flaky);
    expect(storage.memoryOnly).toBe(false);
    broken = true;
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    expect(storage.memoryOnly).toBe(true);
  });
});
