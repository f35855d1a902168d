import { useEffect, useRef } from 'preact/hooks';
import { TOAST_MS } from '../../../../shared/constants';

/** Bottom toast in the negative colour, gone after 4 s. */
export function Toast({ message, onDone }: { message: string | null; onDone: () => void }) {
  // The latest onDone, so a parent that re-renders (with a new callback) does not restart the 4 s.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => done.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div class="toast" role="status" aria-live="assertive">
      {message && <p class="toast__message">{message}</p>}
    </div>
  );
}
