/**
 * The day's waitlist on the sheet, fetched as a chunk of its own once the sheet is drawn: the first screen carries
 * only this placeholder (the staff app's first-screen budget, scripts/budget.mjs).
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

type WaitlistModule = typeof import('./waitlist-panel');
/** The waitlist's chunk once fetched. */
let waitlistModule: WaitlistModule | null = null;
/** Fetches the waitlist's chunk (once). */
export const loadWaitlist = async (): Promise<WaitlistModule> =>
  (waitlistModule ??= await import('./waitlist-panel'));

export function LazyWaitlist(props: { siteId: string; date: string; mayOffer: boolean }) {
  const loaded = useSignal<WaitlistModule | null>(waitlistModule);
  useEffect(() => {
    if (!loaded.value) void loadWaitlist().then((module) => (loaded.value = module));
  }, [loaded]);
  const Panel = loaded.value?.WaitlistPanel;
  return Panel ? <Panel {...props} /> : null;
}
