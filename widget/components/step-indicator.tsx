import { useI18n } from '../i18n/use-i18n';
import { CheckIcon, CloseIcon } from './icons';

export type StepState = 'active' | 'failed' | 'done';

/**
 * SPEC §2 step progress: 5 steps by default; the failed state shows a close icon, done a check.
 * `current` counts from 1. With state 'done' every step shows a check.
 */
export function StepIndicator({ current, total = 5, state = 'active' }: { current: number; total?: number; state?: StepState }) {
  const { LL } = useI18n();
  const steps = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <nav class="steps" aria-label={LL.steps.label({ current, total })}>
      <ol>
        {steps.map((step) => {
          const isDone = state === 'done' || step < current;
          const isCurrent = step === current && state !== 'done';
          const isFailed = isCurrent && state === 'failed';
          const status = isFailed ? 'failed' : isDone ? 'done' : isCurrent ? 'current' : 'todo';
          return (
            <li key={step} class={`steps__step steps__step--${status}`} aria-current={isCurrent ? 'step' : undefined}>
              <span class="steps__dot">{isFailed ? <CloseIcon size={14} /> : isDone ? <CheckIcon size={14} /> : step}</span>
              <span class="visually-hidden">
                {isFailed ? LL.steps.failed() : isDone ? LL.steps.done() : isCurrent ? LL.steps.current() : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
