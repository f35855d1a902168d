/**
 * Person data cleaning: every string field trimmed, the e-mail also lowercased.
 * Other values (numbers, booleans, null) pass through untouched; the phone is only trimmed here,
 * its normalisation lives in ./phone so that the phone metadata loads only where it is needed.
 * @example cleanPerson({ first_name: ' Anna ', email: ' Anna@Example.NL ' })
 *   // => { first_name: 'Anna', email: 'anna@example.nl' }
 */
export function cleanPerson<T extends object>(data: T): T {
  const cleaned: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== 'string') cleaned[field] = value;
    else cleaned[field] = field === 'email' ? cleanEmail(value) : value.trim();
  }
  return cleaned as T;
}

/** An e-mail address as stored and compared: trimmed and lowercased. */
export function cleanEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
