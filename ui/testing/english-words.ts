/** Shared by the Dutch copy tests (widget/i18n/dutch-copy.test.ts, the staff app's word tests) and the browser walks (tests/e2e/screen-checks.ts). */

/**
 * Words that give English away on a Dutch screen: common English words that are not also Dutch words (so not 'in',
 * 'is', 'code', 'route', 'parking', 'menu', 'week'), the widget's own English labels, weekday and month names, and
 * 12-hour times. Guests' names and restaurant names hold none of them.
 */
export const ENGLISH = new RegExp(
  String.raw`\b(` +
    [
      'the|a|an|and|or|with|without|for|from|to|into|until|about|by|not|this|that|these|there|what|when|where|which',
      'who|will|would|can|could|should|has|have|are|were|you|your|our|please|sorry|thank you|yes',
      'reservations?|booking|book|tables?|persons?|people|guests?|server|widget|back|close|change|cancel|save',
      'next|previous|find|sign in|sign out|details|loading|step|retry|restart|go back|continue',
      'today|tomorrow|choose|select|enter|number|send|sent|again|free|available|unavailable|error|failed',
      'success|confirm|confirmed|approve|done|high chairs?|wheelchair|opening hours|minutes?|seconds?|hours?',
      'location|size|group|company|unknown|invalid|valid|required|field|first name|last name|address|note|notes',
      'calendar|copy|copied|new|remember|device|offers|news|until|more|less|other|another|time|date|day|month',
      'monday|tuesday|wednesday|thursday|friday|saturday|sunday',
      'january|february|march|may|june|july|august|october',
    ].join('|') +
    String.raw`)\b|\d{1,2}:\d{2}\s?(am|pm)\b`,
  'i',
);
