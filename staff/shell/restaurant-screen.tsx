import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { StaffRestaurant } from '../api/answers';
import { amsterdamDate } from '../../shared/time/instant';
import { staffRefusalWords } from './shell-words';
import { useStaffApp, useWords } from './context';
import { OwnRestaurants } from './own-restaurants';

interface RestaurantScreenProps {
  siteId: string;
  /** The restaurant as the account has it, or undefined: it is not on the account. */
  restaurant: StaffRestaurant | undefined;
  /** Whether the person's role at this restaurant opens the screen. */
  allowed: boolean;
  className: string;
  words: { heading: string; backToSheet: string; managersOnly: string };
  /** Links to the restaurant's other screens, those the person may open. */
  sideLinks: ReadonlyArray<{ href: string; words: string }>;
  children: ComponentChildren;
}

/**
 * The frame of a manager's screen of one restaurant (rules, settings): its heading, which takes focus when the screen
 * opens so a screen reader starts at the restaurant, the way back to the day sheet, and the refusal a host (these are
 * a manager's) or someone the restaurant is not on the account of reads instead of the screen.
 */
export function RestaurantScreen(props: RestaurantScreenProps) {
  const { siteId, restaurant, allowed, words, sideLinks } = props;
  const app = useStaffApp();
  const refusalWords = useWords(staffRefusalWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div class={props.className}>
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          <span class="staff-sheet__eyebrow">{words.heading}</span>{' '}
          <span class="staff-sheet__title">{restaurant?.site_name ?? ''}</span>
        </h1>
        <a
          class="staff-button staff-button--quiet"
          href={app.links.address('sheet', { siteId, date: amsterdamDate(app.now()) })}
        >
          {words.backToSheet}
        </a>
        {sideLinks.map((link) => (
          <a key={link.href} class="staff-button staff-button--quiet" href={link.href}>
            {link.words}
          </a>
        ))}
      </header>
      {!restaurant || !allowed ? (
        <div class="staff-card">
          <p role="alert" class="staff-refusal">
            {restaurant ? words.managersOnly : refusalWords.forbidden()}
          </p>
          <OwnRestaurants except={restaurant ? undefined : siteId} />
        </div>
      ) : (
        props.children
      )}
    </div>
  );
}
