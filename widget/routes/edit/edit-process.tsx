import { useEffect, useState } from 'preact/hooks';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import type { Refusal } from './model';
import { editWords } from './edit-words';
import { useEditFlow, useEditStep } from './use-edit-flow';

/** Reservation edit, process step (reservations/{conf}/edit/process): saves, then the list with its success line. */
export function EditProcessPage({ conf }: { conf: string }) {
  const { actions } = useEditFlow();
  const allowed = useEditStep('reservation-edit-process', conf);
  const t = useNamespace(editWords);
  const say = useMessageText();
  const [error, setError] = useState<Refusal | null>(null);

  useEffect(() => {
    if (allowed) void actions.save(conf).then(setError);
  }, [allowed, actions, conf]);

  return (
    <section class="page">
      {/* A refused save leaves the booking as it was, and the heading says so. */}
      <h1>{error ? t.notChangedTitle() : t.processTitle()}</h1>
      <DelayedSpinner active={!error} />
      {error && (
        <>
          <p class="notice notice--negative" role="alert">
            {say(error.key, error.values)}
          </p>
          <button type="button" class="button button--secondary" onClick={() => actions.change(conf)}>
            {t.change()}
          </button>
        </>
      )}
    </section>
  );
}
