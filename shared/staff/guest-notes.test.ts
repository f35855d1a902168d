import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GUEST_NOTE_MAX_LENGTH, GUEST_TAGS, GuestNotesBodySchema, orderedTags } from './guest-notes';

describe('guest tags: a fixed list, worded in both languages', () => {
  it.each(Object.entries(GUEST_TAGS))('%s has en and nl words', (_, words) => {
    expect(words.en).not.toBe('');
    expect(words.nl).not.toBe('');
  });
  it('are shown in the list order, each once, unknown ones left out', () => {
    expect(orderedTags(['wheelchair', 'allergy', 'vip', 'allergy', 'pirate'])).toEqual([
      'allergy',
      'vip',
      'wheelchair',
    ]);
  });
});

describe('GuestNotesBodySchema: tags from the list and a note up to its length', () => {
  it.each([
    ['tags and a note', { tags: ['allergy'], note: ' Nuts ' }, true],
    ['nothing: forget them', { tags: [], note: '' }, true],
    ['a tag not on the list', { tags: ['pirate'], note: '' }, false],
    ['a note at its longest', { tags: [], note: 'x'.repeat(GUEST_NOTE_MAX_LENGTH) }, true],
    ['a note too long', { tags: [], note: 'x'.repeat(GUEST_NOTE_MAX_LENGTH + 1) }, false],
    ['no note', { tags: [] }, false],
  ])('%s', (_, body, ok) => {
    expect(v.safeParse(GuestNotesBodySchema, body).success).toBe(ok);
  });
  it('trims the note', () => {
    expect(v.parse(GuestNotesBodySchema, { tags: [], note: ' Nuts ' }).note).toBe('Nuts');
  });
});
