/** The words of the clock's rules on the day sheet, in English: from when a visit button opens, walk-ins out of hours. */

export const clockWords = {
  /** A visit button the clock does not open yet says from when it can be used. */
  from: { arrived: 'Arrived from {time}', no_show: 'No-show from {time}' },
  arrivedDayOver: 'Arrived: only on the day',
  walkIn: {
    outsideHours: '{time} is outside today’s opening hours ({hours}).',
    closedToday: 'The restaurant is closed today.',
    reason: 'Reason to seat them outside the hours',
    reasonHint: 'Kept in the audit trail. At most {max} characters.',
  },
} as const;
