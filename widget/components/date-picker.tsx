import { useEffect, useRef, useState } from 'preact/hooks';
import type { Language } from '../../shared/constants';
import { yearMonthOf } from '../../shared/time/calendar';
import { formatDay, guestDay } from '../../shared/time/format-day';
import { clampDate, monthGrid, moveFocus, shiftMonth } from './calendar-grid';

/** The date picker's own words, in the guest's language. */
interface DatePickerWords {
  changeDate: string;
  choose: string;
  previousMonth: string;
  nextMonth: string;
}

interface DatePickerProps {
  value: string;
  min: string;
  max: string;
  /** Why a day cannot be chosen ('This date is not available'), or null when it can. */
  unavailableReason: (date: string) => string | null;
  onChange: (date: string) => void;
  language: Language;
  texts: DatePickerWords;
  label: string;
  /** The clock (ms): a date outside the current year shows its year. */
  now: number;
  /** A line under the calendar that explains its struck-out days (a promotion's weekdays and dates). */
  note?: string | null;
}

/**
 * WAI-ARIA date picker: a button opens a grid; arrows, Home/End, PageUp/PageDown, Enter, Escape. The filter and the
 * change of a booking both pick dates with it.
 */
export function DatePicker({
  value,
  min,
  max,
  unavailableReason,
  onChange,
  language,
  texts,
  label,
  now,
  note,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(value);
  // Why the day the guest last tried could not be chosen, shown under the grid (a touch has no tooltip).
  const [told, setTold] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const month = yearMonthOf(focused);
  const weeks = monthGrid(month);
  const weekdays = weeks[0]!.map((day) => formatDay(day.date, language, { weekday: 'short' }));
  // Outside [min, max] a day has no reason to tell (''); null: the day can be chosen.
  const refusal = (date: string) => (date < min || date > max ? '' : unavailableReason(date));

  useEffect(() => {
    if (open)
      grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus({ preventScroll: true });
  }, [open, focused]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const choose = (date: string) => {
    const reason = refusal(date);
    setTold(reason || null);
    if (reason !== null) return;
    onChange(date);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      return choose(focused);
    }
    const target = moveFocus(focused, event.key);
    if (!target) return;
    event.preventDefault();
    setFocused(clampDate(target, min, max));
  };

  // Escape anywhere in the open picker (grid, month buttons, toggle) closes the picker only: marked as taken, it does
  // not also close the host's overlay (widget/embed/embed.ts).
  const onEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <div class="date-picker" onKeyDown={onEscape}>
      <span class="field__label" id="date-label">
        {label}
      </span>
      <button
        ref={opener}
        type="button"
        class="date-picker__toggle"
        aria-expanded={open}
        aria-controls="date-grid"
        aria-describedby="date-label"
        onClick={() => {
          setFocused(value);
          setOpen(!open);
        }}
      >
        <span>{guestDay(value, language, now)}</span>
        <span class="date-picker__change">{texts.changeDate}</span>
      </button>
      {open && (
        <div class="date-picker__dialog" id="date-grid" role="group" aria-label={texts.choose}>
          <div class="date-picker__head">
            <button
              type="button"
              class="icon-button"
              aria-label={texts.previousMonth}
              disabled={shiftMonth(month, -1) < yearMonthOf(min)}
              onClick={() => setFocused(clampDate(`${shiftMonth(month, -1)}-01`, min, max))}
            >
              ‹
            </button>
            <h2 class="date-picker__month" aria-live="polite">
              {formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' })}
            </h2>
            <button
              type="button"
              class="icon-button"
              aria-label={texts.nextMonth}
              disabled={shiftMonth(month, 1) > yearMonthOf(max)}
              onClick={() => setFocused(clampDate(`${shiftMonth(month, 1)}-01`, min, max))}
            >
              ›
            </button>
          </div>
          <table
            ref={grid}
            role="grid"
            class="date-picker__grid"
            aria-labelledby="date-label"
            onKeyDown={onKeyDown}
          >
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" abbr={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]!.date}>
                  {week.map((day) => {
                    if (!day.inMonth) return <td key={day.date} />;
                    const reason = refusal(day.date);
                    const disabled = reason !== null;
                    return (
                      <td key={day.date} role="gridcell" aria-selected={day.date === value}>
                        <button
                          type="button"
                          data-date={day.date}
                          tabIndex={day.date === focused ? 0 : -1}
                          aria-disabled={disabled || undefined}
                          aria-label={`${guestDay(day.date, language, now)}${reason ? `, ${reason}` : ''}`}
                          title={reason || undefined}
                          class={`date-picker__day${day.date === value ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}${reason ? ' is-unavailable' : ''}`}
                          onClick={() => {
                            setFocused(day.date);
                            choose(day.date);
                          }}
                        >
                          {Number(day.date.slice(8))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {note && <p class="date-picker__note">{note}</p>}
          <p class="date-picker__note" role="status">
            {told}
          </p>
        </div>
      )}
    </div>
  );
}
