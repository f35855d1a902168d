import type { ComponentProps } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { StepPage } from './step-indicator';
import { useJourney } from '../logic/use-journey';

/**
 * A step of a booking under way (details, check, code, e-mail question): the widget's close button asks before it
 * throws the booking away. The question opens at the top of the page, beside the close button,
 * rather than as a modal: an inline frame can be taller than the host's window, and its middle out of sight.
 */
export function ReservationStepPage({ children, ...page }: ComponentProps<typeof StepPage>) {
  const { app, actions, facts, t } = useJourney();
  const [asking, setAsking] = useState(false);
  const underWay = !facts.hasResult;
  useEffect(() => {
    if (!underWay) return;
    return app.actions.holdClose(() => {
      setAsking(true);
      return true;
    });
  }, [app, underWay]);

  const keep = useRef<HTMLButtonElement>(null);
  // Before the question shows (a layout effect): focus on Keep, and Escape answers Keep wherever focus is. Taken
  // (defaultPrevented, on the document before the window hears it), it leaves the host's overlay open.
  useLayoutEffect(() => {
    if (!asking) return;
    keep.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setAsking(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [asking]);

  // Under the page's title (its h1), so the question's h2 keeps the heading order.
  return (
    <StepPage {...page}>
      {asking && (
        <div
          class="notice close-question"
          role="alertdialog"
          aria-labelledby="close-question-title"
          aria-describedby="close-question-text"
        >
          <h2 id="close-question-title">{t.leave.title()}</h2>
          <p id="close-question-text">{t.leave.text()}</p>
          <div class="actions">
            <button
              ref={keep}
              type="button"
              class="button button--primary button--block"
              onClick={() => setAsking(false)}
            >
              {t.leave.keep()}
            </button>
            <button
              type="button"
              class="button button--secondary button--block"
              onClick={() => {
                actions.discard();
                app.actions.close({ confirmed: true });
              }}
            >
              {t.leave.stop()}
            </button>
          </div>
        </div>
      )}
      {children}
    </StepPage>
  );
}
