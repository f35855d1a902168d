import { useEffect, useRef } from 'preact/hooks';
import { staffShellWords, staffRefusalWords } from './shell-words';
import { staffSheetWords } from '../sheet/sheet-words';
import type { StaffScreenName } from './links';
import { useWords } from './context';

/**
 * A screen its guard refused (screens.ts): its name, and why, in the words of the app's other refusals. The
 * screen's own chunk is never fetched. The heading takes focus, as every screen's does.
 */
export function ScreenRefused({
  name,
  why,
}: {
  name: StaffScreenName;
  why: 'not_on_account' | 'not_for_role';
}) {
  const app = useWords(staffShellWords);
  const sheet = useWords(staffSheetWords);
  const refusalWords = useWords(staffRefusalWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  // Each screen is named as the link to it says, so the refusal reads as the screen the person asked for.
  const title = {
    reports: sheet.reportsLink,
    accounts: app.staffLink,
    rules: sheet.rulesLink,
    settings: sheet.settingsLink,
    sheet: sheet.heading,
    home: app.title,
  }[name]();
  return (
    <div class="staff-card">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="alert" class="staff-refusal">
        {why === 'not_on_account' ? refusalWords.forbidden() : refusalWords.notForRole()}
      </p>
    </div>
  );
}
