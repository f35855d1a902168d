import type { ComponentChildren } from 'preact';
import { CheckIcon, CloseIcon } from '../../../components/icons';
import { useNamespace } from '../../../i18n/use-i18n';
import { reserveWords } from '../reserve-words';

type StepState = 'active' | 'failed' | 'done';
interface StepProps {
  current: number;
  total?: number;
  state?: StepState;
}

/**
 * Step progress: 5 steps by default; the failed state shows a close icon, done a check.
 * `current` counts from 1. With state 'done' every step shows a check.
 */
export function StepIndicator({ current, total = 5, state = 'active' }: StepProps) {
  const t = useNamespace(reserveWords);
  return (
    <nav class="steps" aria-label={t.steps.label({ current, total })}>
      <ol>
        {Array.from({ length: total }, (_, index) => {
          const step = index + 1;
          const status =
            state === 'done' || step < current
              ? 'done'
              : step > current
                ? 'todo'
                : state === 'failed'
                  ? 'failed'
                  : 'current';
          return (
            <li
              key={step}
              class={`steps__step steps__step--${status}`}
              aria-current={step === current && state !== 'done' ? 'step' : undefined}
            >
              <span class="steps__dot">
                {status === 'failed' ? (
                  <CloseIcon size={14} />
                ) : status === 'done' ? (
                  <CheckIcon size={14} />
                ) : (
                  step
                )}
              </span>
              <span class="visually-hidden">{status === 'todo' ? '' : t.steps[status]()}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A page of the booking steps: the section named by its title, with the step indicator above that title. */
export function StepPage({
  title,
  busy,
  children,
  ...step
}: StepProps & { title: string; busy?: boolean; children?: ComponentChildren }) {
  return (
    <section class="page" aria-labelledby="step-title" aria-busy={busy}>
      <StepIndicator {...step} />
      <h1 id="step-title">{title}</h1>
      {children}
    </section>
  );
}
