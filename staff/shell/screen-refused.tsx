import { useEffect, useRef } from 'preact/hooks';
import { staffRefusalWords } from './shell-words';
import { useWords } from './context';
import { OwnRestaurants } from './own-restaurants';

/**
 * A screen its guard refused (screens.ts): its title, as the link to it says it, so the refusal reads as the screen
 * the person asked for; and why, in the words of the app's other refusals. The screen's own chunk is never fetched.
 * The heading takes focus, as every screen's does; the person's own restaurants' sheets are the way on.
 */
export function ScreenRefused({
  title,
  why,
  siteId,
}: {
  title: string;
  why: 'not_on_account' | 'not_for_role';
  siteId?: string;
}) {
  const refusalWords = useWords(staffRefusalWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div class="staff-card">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="alert" class="staff-refusal">
        {why === 'not_on_account' ? refusalWords.forbidden() : refusalWords.notForRole()}
      </p>
      <OwnRestaurants except={why === 'not_on_account' ? siteId : undefined} />
    </div>
  );
}
