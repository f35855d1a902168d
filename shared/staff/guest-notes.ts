/**
 * What the restaurant keeps about a guest across visits: tags from one fixed list and a short free note, per
 * restaurant that wrote them, shown on the day sheet beside each of the guest's bookings (./same-guest.ts says who).
 */
import * as v from 'valibot';
import type { Language } from '../constants';

/** The tags a host may put on a guest, each in words per language; the order is the order they are shown in. */
export const GUEST_TAGS = {
  allergy: { en: 'Allergy', nl: 'Allergie' },
  vip: { en: 'VIP', nl: 'VIP' },
  regular: { en: 'Regular', nl: 'Vaste gast' },
  preference: { en: 'Preference', nl: 'Voorkeur' },
  wheelchair: { en: 'Wheelchair', nl: 'Rolstoel' },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

export type GuestTag = keyof typeof GUEST_TAGS;
export const GUEST_TAG_NAMES = Object.keys(GUEST_TAGS) as GuestTag[];

/** The longest free note about a guest: a few lines a host reads at a glance. */
export const GUEST_NOTE_MAX_LENGTH = 300;

/**
 * Tags in the list's order, each once, unknown ones left out.
 * @example orderedTags(['vip', 'allergy', 'vip']) //=> ['allergy', 'vip']
 */
export function orderedTags(tags: readonly string[]): GuestTag[] {
  return GUEST_TAG_NAMES.filter((tag) => tags.includes(tag));
}

/** PUT …/guest-record/notes: the tags and the note the restaurant keeps about the guest (both empty: none). */
export const GuestNotesBodySchema = v.object(
  {
    tags: v.pipe(
      v.array(v.picklist(GUEST_TAG_NAMES, 'Not a tag from the list')),
      v.maxLength(GUEST_TAG_NAMES.length),
    ),
    note: v.pipe(v.string('required'), v.trim(), v.maxLength(GUEST_NOTE_MAX_LENGTH, 'tooLong')),
  },
  'required',
);
export type GuestNotesBody = v.InferOutput<typeof GuestNotesBodySchema>;

/** What the day sheet shows beside a booking: the guest's tags, and each note with the restaurant that wrote it. */
export interface GuestNotesOnSheet {
  booking_id: string;
  tags: GuestTag[];
  notes: Array<{ site_name: string; note: string }>;
}
