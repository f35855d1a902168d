import { groupByDayPart } from '../../shared/slots/offer';
import type { SessionSlot } from '../../shared/slots/types';
import type { DayPart } from '../../shared/time/day-part';

/**
 * Times grouped by day part, each a toggle button; the Christmas end-time note shows with the time. The
 * filter and the change of a booking both offer times with it.
 */
export function TimeSlots({
  slots,
  value,
  onChange,
  partName,
  until,
}: {
  slots: SessionSlot[];
  value: string | null;
  onChange: (time: string, session: string) => void;
  /** The words of a day part ('Afternoon'). */
  partName: (part: DayPart) => string;
  /** A Christmas sitting's end in the guest's words ('until 15:00', 'tot 15:00'). */
  until: (time: string) => string;
}) {
  return (
    <div class="slots">
      {groupByDayPart(slots).map((group) => (
        <section key={group.part} class="slots__group" aria-labelledby={`part-${group.part}`}>
          <h2 id={`part-${group.part}`} class="slots__part">
            {partName(group.part)}
          </h2>
          <div class="slots__times">
            {group.slots.map((slot) => (
              <button
                key={slot.time}
                type="button"
                class={`slot${slot.time === value ? ' is-selected' : ''}`}
                aria-pressed={slot.time === value}
                disabled={!slot.is_available}
                onClick={() => onChange(slot.time, slot.session_name)}
              >
                <span>{slot.time}</span>
                {slot.end_time && <span class="slot__note">{until(slot.end_time)}</span>}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
