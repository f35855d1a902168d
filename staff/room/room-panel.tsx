import { useSignal } from '@preact/signals';
import { areConnected } from '../../shared/staff/room-now';
import { mayDo } from '../../shared/staff/rules';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { SignalField } from '../shell/fields';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { partyName, roomNewsSentence } from './room-phrases';
import { roomScreenModel } from './room-model';
import { staffRoomWords } from './room-words';

/** Whether the signed-in person may take an action at the room's restaurant. */
function useMay(action: 'walk_in.create' | 'booking.move'): boolean {
  const app = useStaffApp();
  const model = useScreenModel(roomScreenModel);
  const restaurant = app.session.staff.value?.restaurants.find((one) => one.site_id === model.siteId.value);
  return restaurant ? mayDo(restaurant.role, action) : false;
}

/** The free tables chosen, and the walk-in form that seats a party at them (today's room only). */
function WalkInHere({ today }: { today: boolean }) {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords).panel;
  const may = useMay('walk_in.create');
  const plan = model.plan.value!;
  const chosen = plan.tables.filter((table) => model.selection.value.includes(table.id));
  const seats = chosen.reduce((sum, table) => sum + table.seats, 0);
  const party = useSignal('2');
  const name = useSignal('');
  const reason = useSignal('');
  const needsReason = model.changeRefusal.value?.code === 'walk_in_outside_hours' || reason.value !== '';
  return (
    <>
      <p class="staff-room-panel__what">
        {T.free({ tables: chosen.map((table) => table.label).join(' + '), seats })}
      </p>
      {!areConnected(model.selection.value, plan.neighbours) && (
        <p class="staff-muted">{T.notNeighbours()}</p>
      )}
      {!today ? (
        <p class="staff-muted">{T.notToday()}</p>
      ) : (
        may && (
          <form
            class="staff-room-panel__form"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await model.seatWalkIn(Number(party.value), name.value.trim(), reason.value.trim())) {
                name.value = '';
                reason.value = '';
                model.selection.value = [];
              }
            }}
          >
            <SignalField
              id="room-party"
              label={T.party()}
              value={party}
              fieldClass="staff-field"
              type="number"
              inputMode="numeric"
              min={1}
              max={STAND_MAX_PARTY}
            />
            <SignalField id="room-name" label={T.name()} value={name} fieldClass="staff-field" />
            {needsReason && (
              <SignalField id="room-reason" label={T.reason()} value={reason} fieldClass="staff-field" />
            )}
            <button type="submit" class="staff-button staff-button--primary" disabled={model.busy.value}>
              {model.busy.value ? T.seating() : T.seat()}
            </button>
          </form>
        )
      )}
    </>
  );
}

/** The party at the one table chosen, and Move to… */
function PartyHere() {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const may = useMay('booking.move');
  const booking = model.chosenBooking.value!;
  return (
    <>
      <p class="staff-room-panel__what">
        {T.panel.booking({
          name: partyName(T, booking),
          party: booking.party_size,
          time: booking.time,
          number: booking.number,
        })}
      </p>
      <p>{T.panel.atTables({ tables: booking.tables.join(' + ') })}</p>
      {may && (
        <button type="button" class="staff-button staff-button--primary" onClick={() => model.startMove()}>
          {T.panel.move()}
        </button>
      )}
    </>
  );
}

/** Moving a party: the tables chosen for it, Move here and Cancel. */
function MovingParty() {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const booking = model.movingBooking.value;
  const plan = model.plan.value!;
  if (!booking) return null;
  const chosen = plan.tables.filter((table) => model.selection.value.includes(table.id));
  return (
    <>
      <p class="staff-room-panel__what">
        {T.panel.moving({ name: partyName(T, booking), party: booking.party_size })}
      </p>
      <p class="staff-muted">{T.panel.movingHelp()}</p>
      {chosen.length > 0 && (
        <p>{T.panel.moveChosen({ tables: chosen.map((table) => table.label).join(' + ') })}</p>
      )}
      <div class="staff-room-panel__actions">
        <button
          type="button"
          class="staff-button staff-button--primary"
          disabled={chosen.length === 0 || model.busy.value}
          onClick={() => void model.moveHere()}
        >
          {T.panel.moveHere()}
        </button>
        <button type="button" class="staff-button staff-button--quiet" onClick={() => model.clear()}>
          {T.panel.cancel()}
        </button>
      </div>
    </>
  );
}

/**
 * What the host does with the tables chosen: seat a walk-in at free ones, move the party at one to others. What just
 * happened is visible and announced; a refusal is in words, naming the booking a taken table is held by.
 */
export function RoomPanel({ today }: { today: boolean }) {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const refusalWords = useWords(staffRefusalWords);
  const news = model.news.value;
  const refusal = model.changeRefusal.value;
  const chosen = model.selection.value.length > 0;
  return (
    <div class="staff-card staff-room-panel">
      <p role="status" class="staff-plan__news">
        {news && !refusal ? roomNewsSentence(T, news) : ''}
      </p>
      {refusal && (
        <p role="alert" class="staff-refusal staff-plan__refusal">
          {refusalSentence(refusalWords, refusal)}
        </p>
      )}
      {model.moving.value ? (
        <MovingParty />
      ) : model.chosenBooking.value ? (
        <PartyHere />
      ) : chosen ? (
        <WalkInHere today={today} />
      ) : (
        <p class="staff-muted">{T.panel.nothing()}</p>
      )}
      {chosen && !model.moving.value && (
        <button type="button" class="staff-button staff-button--quiet" onClick={() => model.clear()}>
          {T.panel.clear()}
        </button>
      )}
    </div>
  );
}
