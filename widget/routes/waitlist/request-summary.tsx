import type { ComponentChildren } from 'preact';

/** The request's rows (restaurant, date, party, window or time) as a definition list; undefined rows left out. */
export function RequestSummary({
  rows,
}: {
  rows: Array<[label: string, value: ComponentChildren | undefined]>;
}) {
  return (
    <dl class="waitlist-summary">
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
