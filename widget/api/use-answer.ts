import type { Signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { ApiResult } from './booking-endpoints';
import type { ApiError } from './errors';

export interface Answer<T> {
  /** The answer to the current question; null while it is asked (never the answer to an earlier question). */
  data: T | null;
  /** Why the current question could not be answered (offline, a server fault): told with Retry. */
  failure: ApiError | null;
  /** Asks the current question again. */
  retry: () => void;
}

interface Held<T> {
  question: string;
  data: T | null;
  failure: ApiError | null;
}

/**
 * The API's answer to a question a page asks while it shows (a restaurant's day, the list of restaurants), asked
 * again when `question` (a key naming everything the call depends on) changes, or on Retry. An answer belongs to
 * the question it was asked with: after a change of day the page shows 'loading' from its very next render, not
 * the previous day's times for a frame, and a late answer to an earlier question is dropped. `question` null asks
 * nothing; `busy`, when given, is true while the call is out.
 */
export function useAnswer<T>(
  question: string | null,
  ask: () => Promise<ApiResult<T>>,
  busy?: Signal<boolean>,
): Answer<T> {
  const [held, setHeld] = useState<Held<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = `${attempt}:${question}`;
  useEffect(() => {
    if (question === null) return;
    let live = true;
    if (busy) busy.value = true;
    void ask().then((result) => {
      if (!live) return;
      if (busy) busy.value = false;
      setHeld(
        result.ok
          ? { question: asked, data: result.data, failure: null }
          : { question: asked, data: null, failure: result.error },
      );
    });
    return () => {
      live = false;
      if (busy) busy.value = false;
    };
    // `ask` is a new function each render; `question` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const current = held?.question === asked ? held : null;
  return {
    data: current?.data ?? null,
    failure: current?.failure ?? null,
    retry: () => setAttempt((count) => count + 1),
  };
}
