import { useEffect, useState } from 'preact/hooks';
import { useApp } from '../state/context';

/**
 * Whole seconds until `at` (epoch ms, the app's clock), counting down once a second; 0 once it has passed. The
 * wait before a new one-time code may be asked, on every code page.
 */
export function useSecondsUntil(at: number): number {
  const app = useApp();
  // A tick a second re-renders; the seconds are read from the clock then, so a wait set after the page opened (the
  // code's answer came later) starts at its own length, not a second more.
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - app.state.now()) / 1000));
}
