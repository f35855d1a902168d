import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { defineNamespace } from '../../ui/i18n/i18n-util';
import { useNamespace } from '../i18n/use-i18n';
import { useSecondsUntil } from './use-seconds-until';

const en = {
  resend: 'Send a new code',
  resendIn: 'You can ask for a new code in {seconds} {{second|seconds}}',
  resent: 'A new code is on its way.',
} as const;

/** The words of every code page's new-code button, in one place for the three flows. */
export const codeWords = defineNamespace({
  en,
  nl: {
    resend: 'Nieuwe code sturen',
    resendIn: 'Over {seconds} {{seconde|seconden}} kun je een nieuwe code vragen',
    resent: 'Er is een nieuwe code onderweg.',
  },
});

/**
 * What every code page offers below its code field (code input): a new code once its wait is over, the wait
 * counted down on the button, and 'A new code is on its way.' once it went; beside it the page's own ways on
 * (another number or address), which get the seconds still to wait.
 */
export function CodeActions(props: {
  /** When a new code may be asked (epoch ms, the app's clock). */
  resendAt: number;
  busy: boolean;
  /** Asks the new code; true when it went. A refusal is the page's to show. */
  onResend: () => Promise<boolean>;
  children?: (wait: number) => ComponentChildren;
}) {
  const t = useNamespace(codeWords);
  const wait = useSecondsUntil(props.resendAt);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setSent(false);
    setSent(await props.onResend());
  };
  return (
    <div class="actions">
      <button
        type="button"
        class="link-button"
        disabled={wait > 0 || props.busy}
        onClick={() => void resend()}
      >
        {wait > 0 ? t.resendIn({ seconds: wait }) : t.resend()}
      </button>
      {props.children?.(wait)}
      {sent && (
        <p class="muted" role="status">
          {t.resent()}
        </p>
      )}
    </div>
  );
}
