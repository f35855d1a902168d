import { describe, expect, it, vi } from 'vitest';
import { createAppState } from './app-state';
import { createAuthActions } from './auth';
import { createNavigation } from './navigation';
import { createSafeStorage } from '../../ui/storage';
import { testEmbed } from '../embed/test-embed';

function setup() {
  const state = createAppState({
    storage: createSafeStorage(() => null),
    now: () => Date.UTC(2026, 0, 10, 10),
  });
  const embed = testEmbed({ framed: true });
  const analytics = { enabled: true, pageView: vi.fn(), bookingConfirmed: vi.fn() };
  const auth = createAuthActions(state, {} as never);
  const route = vi.fn();
  const navigation = createNavigation(state, { auth, embed, analytics });
  navigation.bind(route);
  return { state, navigation, embed, analytics, route };
}

describe('landing on a route', () => {
  it('a first visit to cancel success without the flag goes home', () => {
    const { navigation } = setup();
    expect(navigation.land('/c1/d/success').decision).toBe('home');
  });

  it('an in-app visit without the flag is stopped; with the app flag it is allowed', () => {
    const { navigation, state } = setup();
    navigation.land('/reservations/c1/cancel');
    expect(navigation.land('/reservations/c1/cancel/success').decision).toBe('stop');
    expect(state.navigation.currentRouteName.value).toBe('reservation-cancel');
    navigation.go('/reservations/c1/cancel/success');
    expect(navigation.land('/reservations/c1/cancel/success').decision).toBe('allow');
  });

  it('the flag is used once: a later history visit without it is stopped again', () => {
    const { navigation } = setup();
    navigation.land('/');
    navigation.go('/c1/d/success');
    navigation.land('/c1/d/success');
    navigation.land('/');
    expect(navigation.land('/c1/d/success').decision).toBe('stop');
  });

  it('stores the previous route name on every navigation', () => {
    const { navigation, state } = setup();
    expect(state.navigation.previousRouteName.value).toBeNull();
    navigation.land('/');
    navigation.land('/filter');
    expect(state.navigation.previousRouteName.value).toBe('index');
    navigation.land('/reservations/retrieve');
    expect(state.navigation.previousRouteName.value).toBe('filter');
    expect(state.navigation.currentRouteName.value).toBe('reservations-retrieve');
  });

  it('a conf route param signs in with the access token when there is no current token', () => {
    const { navigation, state } = setup();
    navigation.land('/abc123/u');
    expect(state.auth.accessToken.value).toBe('abc123');
    expect(state.auth.currentToken.value).toBe('abc123');
  });

  it('a conf route param does not replace an existing token', () => {
    const { navigation, state } = setup();
    state.auth.token.value = 'session';
    navigation.land('/reservations/abc123/cancel');
    expect(state.auth.accessToken.value).toBeNull();
    expect(state.auth.currentToken.value).toBe('session');
  });

  it('tells the host and the analytics pixel about each landing', () => {
    const { navigation, embed, analytics } = setup();
    navigation.land('/filter?x=1');
    expect(embed.send).toHaveBeenCalledWith('route', { name: 'filter' });
    expect(analytics.pageView).toHaveBeenCalledWith('filter');
  });

  it.each([
    ['a manage link', '/c0ffee00-1111-4222-8333-444455556666/u'],
    ['a cancel link', '/reservations/c0ffee00-1111-4222-8333-444455556666/cancel'],
    ['a profile', '/user/0b0b0b0b-1111-4222-8333-444455556666'],
  ])('the host hears the route of %s by name, never its path with the id in it', (_name, path) => {
    const { navigation, embed } = setup();
    navigation.land(path);
    const [, data] = embed.send.mock.calls.find(([type]) => type === 'route')!;
    expect(JSON.stringify(data)).not.toContain('4444');
    expect(Object.keys(data as object)).toEqual(['name']);
  });
});
