import { useSignal } from '@preact/signals';
import type { TableHolding } from '../../shared/api/answers';
import type { SiteTable } from '../../shared/staff/site-tables';
import type { StaffRefusal } from '../api/refusal';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { staffSheetWords } from '../sheet/sheet-words';
import { settingsScreenModel } from './settings-model';
import { staffSettingsWords } from './settings-words';
import { useShortDay } from './table-outage';

/** One booking that holds the table: a link to its day to move it, and a cancel with a reason. */
function Holder({ booking, onCancelled }: { booking: TableHolding; onCancelled: () => void }) {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).tables.removal;
  const sheetWords = useWords(staffSheetWords);
  const refusalWords = useWords(staffRefusalWords);
  const shortDay = useShortDay();
  const cancelling = useSignal(false);
  const reason = useSignal<string>(T.cancelReasonDefault());
  const working = useSignal(false);
  const refusal = useSignal<StaffRefusal | null>(null);
  const siteId = settingsModel.siteId.value ?? '';
  const day = app.links.linkTo('sheet', { siteId, date: booking.date });
  const id = `holder-${booking.id}`;
  return (
    <li class="staff-holders__item">
      <span>
        {T.holder({
          number: booking.number,
          name: booking.name || sheetWords.walkIn(),
          party: sheetWords.partySize({ count: booking.party_size }),
          day: shortDay(booking.date),
          time: booking.start,
        })}
      </span>
      <span class="staff-holders__actions">
        {day && (
          <a
            class="staff-button staff-button--small"
            href={`${day}?booking=${encodeURIComponent(booking.id)}`}
          >
            {T.move()}
            <span class="visually-hidden"> {T.moveOf({ number: booking.number })}</span>
          </a>
        )}
        {!cancelling.value && (
          <button
            type="button"
            class="staff-button staff-button--small"
            onClick={() => (cancelling.value = true)}
          >
            {T.cancel()}
            <span class="visually-hidden"> {T.cancelOf({ number: booking.number })}</span>
          </button>
        )}
      </span>
      {cancelling.value && (
        <form
          class="staff-holders__cancel"
          onSubmit={async (event) => {
            event.preventDefault();
            if (working.value || !reason.value.trim()) return;
            working.value = true;
            refusal.value = await settingsModel.cancelHolder(booking.id, reason.value.trim());
            working.value = false;
            if (!refusal.value) onCancelled();
          }}
        >
          <label for={`${id}-reason`}>{T.cancelReason({ number: booking.number })}</label>
          <input
            id={`${id}-reason`}
            required
            maxLength={200}
            value={reason.value}
            onInput={(event) => (reason.value = event.currentTarget.value)}
          />
          <button type="submit" class="staff-button staff-button--danger" disabled={working.value}>
            {T.cancelConfirm({ number: booking.number })}
          </button>
          {refusal.value && (
            <p role="alert" class="staff-refusal">
              {refusalSentence(refusalWords, refusal.value)}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

/**
 * Remove asks first. Confirmed, the API removes the table, or refuses while bookings to come hold it (409
 * table_in_use) and lists them: each can be moved on its day sheet or cancelled here, then the table removed.
 */
export function TableRemoval({ table }: { table: SiteTable }) {
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).tables;
  const refusalWords = useWords(staffRefusalWords);
  const asking = useSignal(false);
  const holders = useSignal<TableHolding[] | null>(null);
  const cancelled = useSignal<string | null>(null);
  const { busy, changeRefusal } = settingsModel;
  const refused = changeRefusal.value?.at === table.id ? changeRefusal.value.refusal : null;
  const id = `remove-${table.id}`;

  async function remove() {
    // The row and its buttons are gone: focus goes to the section's heading.
    if (await settingsModel.removeTable(table)) {
      document.getElementById('tables-heading')?.focus();
      return;
    }
    const refusal = settingsModel.changeRefusal.value?.refusal;
    if (refusal?.code === 'table_in_use' && refusal.bookings) holders.value = refusal.bookings;
  }

  if (!asking.value)
    return (
      <button
        type="button"
        class="staff-button staff-button--small"
        disabled={busy.value !== null}
        onClick={() => {
          asking.value = true;
          requestAnimationFrame(() => document.getElementById(`${id}-keep`)?.focus());
        }}
      >
        {T.remove()}
        <span class="visually-hidden">, {table.label}</span>
      </button>
    );
  return (
    <div class="staff-removal" role="group" aria-labelledby={`${id}-ask`}>
      {holders.value === null ? (
        <p id={`${id}-ask`}>{T.removal.confirm({ label: table.label })}</p>
      ) : holders.value.length > 0 ? (
        <p id={`${id}-ask`}>{T.removal.holders({ label: table.label })}</p>
      ) : (
        <p id={`${id}-ask`}>{T.removal.noneLeft({ label: table.label })}</p>
      )}
      {holders.value && holders.value.length > 0 && (
        <ul class="staff-holders">
          {holders.value.map((booking) => (
            <Holder
              key={booking.id}
              booking={booking}
              onCancelled={() => {
                cancelled.value = booking.number;
                holders.value = holders.value?.filter((kept) => kept.id !== booking.id) ?? null;
              }}
            />
          ))}
        </ul>
      )}
      <p class="staff-muted" role="status">
        {cancelled.value ? T.removal.cancelled({ number: cancelled.value }) : ''}
      </p>
      {refused && !(refused.code === 'table_in_use' && holders.value) && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, refused)}
        </p>
      )}
      <div class="staff-table-row__actions">
        {(holders.value === null || holders.value.length === 0) && (
          <button
            type="button"
            class="staff-button staff-button--danger"
            disabled={busy.value !== null}
            onClick={() => void remove()}
          >
            {busy.value === table.id ? T.working() : T.removal.yes({ label: table.label })}
          </button>
        )}
        <button
          id={`${id}-keep`}
          type="button"
          class="staff-button"
          onClick={() => {
            asking.value = false;
            holders.value = null;
          }}
        >
          {T.removal.keep({ label: table.label })}
        </button>
      </div>
    </div>
  );
}
