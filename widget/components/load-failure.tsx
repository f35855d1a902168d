import type { ApiError } from '../api/errors';
import { useMessageText } from '../i18n/message-words';
import { useI18n } from '../i18n/use-i18n';

/**
 * What a page needs could not be fetched (offline, a server that restarts, a server fault): its words and Retry,
 * in place of what would otherwise read as a true answer ('no tables', an empty list). What the guest chose stays.
 */
export function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const say = useMessageText();
  const { LL } = useI18n();
  return (
    <div class="notice notice--negative" role="alert">
      <p>{say(error.messageKey, error.values)}</p>
      <button type="button" class="button button--secondary" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}
