import { CHANGE_LINK_HIDDEN_THROUGH, IMAGE_BREAKPOINTS } from '../../shared/constants';
import { useI18n } from '../i18n/use-i18n';
import { dayPart } from '../../shared/time/day-part';
import { amsterdamDate, amsterdamTime } from '../../shared/time/instant';
import { todayDate, tomorrowDate } from '../../shared/time/today';
import { useLaterComponent } from '../components/use-later-component';
import { useApp } from '../state/context';

export type Backdrop = 'offer' | 'default';

/**
 * The index background depends on the offer type: voucher and cinemaDeal share one,
 * loversBurger and every other case share the default.
 * @example backdropFor('cinemaDeal') //=> 'offer'
 */
export function backdropFor(flow: string | undefined): Backdrop {
  return flow === 'voucherAction' || flow === 'voucher' || flow === 'cinemaDeal' ? 'offer' : 'default';
}

/**
 * The change-or-cancel link shows only when the current date is after 2025-12-26.
 * @example showChangeLink('2025-12-26') //=> false
 */
export const showChangeLink = (today: string): boolean => today > CHANGE_LINK_HIDDEN_THROUGH;

/** Responsive background: one file per breakpoint (400, 800, 1000, 1400). */
function Backdrop({ kind }: { kind: Backdrop }) {
  const src = (width: number) => `/img/hero-${kind}-${width}.svg`;
  return (
    <img
      class="hero__image"
      src={src(800)}
      srcset={IMAGE_BREAKPOINTS.map((width) => `${src(width)} ${width}w`).join(', ')}
      sizes="(min-width: 1400px) 1400px, 100vw"
      width={800}
      height={320}
      alt=""
      decoding="async"
      fetchpriority="high"
    />
  );
}

/** The signed-in guest's line (./signed-in-line), a chunk fetched the first time the page has a signed-in guest. */
const loadSignedInLine = () => import('./signed-in-line').then((module) => module.SignedInLine);

/** Index page. */
export function IndexPage() {
  const app = useApp();
  const { LL } = useI18n();
  const { state, actions } = app;
  const now = state.now();
  const flow = state.config.value.flow;
  const fullName = state.auth.userFullname.value;
  const signedIn = Boolean(state.auth.token.value && fullName);
  const SignedInLine = useLaterComponent(signedIn, loadSignedInLine);
  const part = dayPart(amsterdamTime(now));
  const greeting =
    part === 'morning'
      ? LL.index.greetingMorning()
      : part === 'afternoon'
        ? LL.index.greetingAfternoon()
        : LL.index.greetingEvening();

  const openFilter = (date: string) => {
    state.reservationForm.date.value = date;
    actions.navigation.go('/filter');
  };
  const openChange = () =>
    actions.navigation.go(state.auth.currentToken.value ? '/reservations/list' : '/reservations/retrieve');

  return (
    <div class="index">
      <div class="hero">
        <Backdrop kind={backdropFor(flow)} />
        {flow === 'cinemaDeal' && (
          // The cinemaDeal offer's logo (a film strip and a plate): a static SVG file.
          <img
            class="hero__logo"
            src="/img/cinema-deal-logo.svg"
            width={120}
            height={48}
            alt={LL.index.cinemaDealLogo()}
          />
        )}
      </div>
      <div class="index__body">
        <h1 class="index__greeting">{greeting}</h1>
        {signedIn ? SignedInLine && <SignedInLine /> : <p class="index__intro">{LL.index.intro()}</p>}
        <h2 class="index__question">{LL.index.whenQuestion()}</h2>
        <div class="index__actions">
          {flow ? (
            <button
              type="button"
              class="button button--primary button--block"
              onClick={() => openFilter(todayDate(state.now()))}
            >
              {LL.index.start()}
            </button>
          ) : (
            <>
              <button
                type="button"
                class="button button--primary button--block"
                onClick={() => openFilter(todayDate(state.now()))}
              >
                {LL.index.today()}
              </button>
              <button
                type="button"
                class="button button--secondary button--block"
                onClick={() => openFilter(tomorrowDate(state.now()))}
              >
                {LL.index.tomorrowOrLater()}
              </button>
            </>
          )}
        </div>
        {showChangeLink(amsterdamDate(now)) && (
          <p class="index__change">
            <button type="button" class="link-button" onClick={openChange}>
              {LL.index.changeOrCancel()}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
