import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import {
  GUEST_NOTE_MAX_LENGTH,
  GUEST_TAG_NAMES,
  GUEST_TAGS,
  type GuestTag,
} from '../../shared/staff/guest-notes';
import type { GuestRecord } from '../../shared/staff/guest-record';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useStaffApp, useWords } from '../shell/context';
import type { GuestModel } from './guest-model';
import { staffGuestWords } from './guest-words';

/**
 * This restaurant's tags and note about the guest: the fixed tags as checkboxes and the note, saved together; what
 * happened is said on screen (not only to a screen reader).
 */
export function NotesForm(props: {
  model: GuestModel;
  record: GuestRecord;
  siteId: string;
  bookingId: string;
  restaurant: string;
}) {
  const { model, record, siteId, bookingId } = props;
  const app = useStaffApp();
  const T = useWords(staffGuestWords);
  const refusalWords = useWords(staffRefusalWords);
  const mine = record.notes.find((entry) => entry.site_id === siteId);
  const tags = useSignal<GuestTag[]>(mine?.tags ?? []);
  const note = useSignal(mine?.note ?? '');
  // A saved or forgotten record brings what is kept now.
  useEffect(() => {
    tags.value = mine?.tags ?? [];
    note.value = mine?.note ?? '';
  }, [mine, tags, note]);
  const refusal = model.notesRefusal.value;
  const tooLong = refusal?.code === 'invalid_input' && refusal.field === 'note';
  const toggle = (tag: GuestTag, on: boolean) => {
    tags.value = on ? [...tags.value, tag] : tags.value.filter((kept) => kept !== tag);
  };
  return (
    <form
      class="staff-card staff-guest__notes"
      aria-labelledby="guest-notes-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void model.save(siteId, bookingId, { tags: tags.value, note: note.value });
      }}
    >
      <h2 id="guest-notes-heading">{T.notes()}</h2>
      <p class="staff-muted">{T.notesHint({ restaurant: props.restaurant })}</p>
      <fieldset class="staff-guest__tags">
        <legend>{T.tags()}</legend>
        {GUEST_TAG_NAMES.map((tag) => (
          <label key={tag} class="staff-guest__tag">
            <input
              type="checkbox"
              checked={tags.value.includes(tag)}
              onChange={(event) => toggle(tag, event.currentTarget.checked)}
            />
            {GUEST_TAGS[tag][app.language.value]}
          </label>
        ))}
      </fieldset>
      <label for="guest-note">{T.note()}</label>
      <textarea
        id="guest-note"
        rows={3}
        maxLength={GUEST_NOTE_MAX_LENGTH}
        aria-describedby="guest-note-hint"
        value={note.value}
        onInput={(event) => (note.value = event.currentTarget.value)}
      />
      <p id="guest-note-hint" class="staff-muted">
        {T.noteHint({ max: GUEST_NOTE_MAX_LENGTH })} ({note.value.length}/{GUEST_NOTE_MAX_LENGTH})
      </p>
      <button type="submit" class="staff-button staff-button--primary" disabled={model.busy.value}>
        {model.busy.value ? T.saving() : T.save()}
      </button>
      <p role="status" class="staff-guest__outcome">
        {model.outcome.value === 'saved' ? T.saved() : ''}
      </p>
      {refusal && (
        <p role="alert" class="staff-refusal">
          {tooLong ? T.noteTooLong({ max: GUEST_NOTE_MAX_LENGTH }) : refusalSentence(refusalWords, refusal)}
        </p>
      )}
    </form>
  );
}
