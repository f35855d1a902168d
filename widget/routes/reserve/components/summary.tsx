import type { ComponentChildren } from 'preact';

/** A definition list of label/value rows; rows with an undefined value are left out. */
export function Summary({ rows }: { rows: Array<[label: string, value: ComponentChildren | undefined]> }) {
  return (
    <dl class="summary">
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <div class="summary__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
