/** Reading what a flow kept in the tab's session, for a refresh: its own schema decides, anything else is nothing. */
import * as v from 'valibot';

/**
 * The saved value when `text` is JSON of the schema's shape, else null (absent, written by another version, or by
 * hand).
 * @example parseSaved(v.object({ n: v.number() }), '{"n":1}') //=> { n: 1 }
 * @example parseSaved(v.object({ n: v.number() }), '{"n":"1"}') //=> null
 */
export function parseSaved<const Schema extends v.GenericSchema>(
  schema: Schema,
  text: string | null,
): v.InferOutput<Schema> | null {
  if (!text) return null;
  try {
    const checked = v.safeParse(schema, JSON.parse(text));
    return checked.success ? checked.output : null;
  } catch {
    return null;
  }
}
