import { useEffect, useState } from 'preact/hooks';
import { SPINNER_DELAY_MS } from '../../shared/constants';
import { useI18n } from '../i18n/use-i18n';

/** True once `active` has stayed true for `delayMs`; false again as soon as it drops. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/** The loading spinner appears only after 400 ms, so quick answers never flash it. CSS only. */
export function DelayedSpinner({ active, label }: { active: boolean; label?: string }) {
  const { LL } = useI18n();
  const shown = useDelayedFlag(active, SPINNER_DELAY_MS);
  if (!shown) return null;
  return (
    <div class="spinner" role="status">
      <span class="spinner__wheel" aria-hidden="true" />
      <span class="visually-hidden">{label ?? LL.common.loading()}</span>
    </div>
  );
}
