import { telHref } from '../../../components/phone-link';
import { MAX_GROUP_ONLINE, PHONE_LINES_OPEN, CHRISTMAS_LARGE_GROUP } from '../../../../shared/constants';
import type { PartySizeNotice } from '../../../../shared/party-size/notice';
import type { ReserveWords } from '../reserve-words';
import type { MessageTranslator } from '../../../i18n/message-words';

/**
 * Where larger groups go: the group-request configurator and the events team. Set per deployment at
 * build time (VITE_GROUP_REQUEST_URL, VITE_EVENTS_EMAIL); the defaults are the demo chain's placeholders.
 */
const GROUP_REQUEST_URL: string =
  import.meta.env.VITE_GROUP_REQUEST_URL || 'https://tafel.example/groepsaanvraag';
const EVENTS_EMAIL: string = import.meta.env.VITE_EVENTS_EMAIL || 'events@tafel.example';
/** The chain's reservations line, for a larger company before a restaurant is chosen (VITE_CHAIN_PHONE). */
export const CHAIN_PHONE: string = import.meta.env.VITE_CHAIN_PHONE || '+31 20 555 0100';

/** The filter's one message: larger company, Christmas large group, min/max group size, or no online availability. */
export function FilterNoticeView({
  notice,
  phone,
  t,
  m,
}: {
  notice: PartySizeNotice;
  phone: string;
  t: ReserveWords;
  m: MessageTranslator;
}) {
  if (!notice) return null;
  const hours = { ...PHONE_LINES_OPEN, phone };
  if (notice.kind === 'dateNotAvailable') {
    return (
      <p class="notice notice--negative" role="alert">
        {m.dateNotAvailable()}
      </p>
    );
  }
  if (notice.kind === 'christmasLargeGroup') {
    return (
      <p class="notice" role="status">
        {m.christmasLargeGroup({ min: CHRISTMAS_LARGE_GROUP, ...hours })}
      </p>
    );
  }
  if (notice.kind === 'groupSize') {
    return (
      <>
        <p id="party-size-message" class="notice notice--negative" role="alert">
          {m[notice.message.key]({ value: notice.message.value })}
        </p>
        {notice.noSlots && (
          <FilterNoticeView
            notice={{ kind: 'noSlots', eventsTeam: notice.eventsTeam }}
            phone={phone}
            t={t}
            m={m}
          />
        )}
      </>
    );
  }
  // The larger-company proposal and no online availability share the phone and group-request links; the proposal
  // always names the events team (and links its address), no availability only for groups above 14.
  const larger = notice.kind === 'largerCompany';
  return (
    <div class={larger ? 'notice' : 'notice notice--negative'} role="status">
      {larger && <h2 class="notice__title">{t.filter.largerCompanyTitle()}</h2>}
      <p>
        {larger
          ? t.filter.largerCompanyText({ max: MAX_GROUP_ONLINE, ...hours })
          : t.filter.noAvailability(hours)}
      </p>
      {(larger || notice.eventsTeam) && (
        <p>{t.filter.eventsTeam({ max: MAX_GROUP_ONLINE, email: EVENTS_EMAIL })}</p>
      )}
      <p class="notice__links">
        <a href={telHref(phone)}>{phone}</a>{' '}
        <a
          class="button button--secondary"
          href={GROUP_REQUEST_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.filter.groupRequest()}
        </a>
        {larger && ' '}
        {larger && <a href={`mailto:${EVENTS_EMAIL}`}>{EVENTS_EMAIL}</a>}
      </p>
    </div>
  );
}
