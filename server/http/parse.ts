/** Parsing at the boundary: every query, param and body goes through a valibot schema (STYLE habit 7). */
import * as v from 'valibot';
import type { Context } from 'hono';
import { normalisePhone } from '../../shared/people';
import { ApiError } from './errors';

/** How deep a body may nest: the API's bodies are flat, and nothing should walk a deeper one (a stack overflow). */
export const MAX_INPUT_DEPTH = 16;

/** A surrogate without its pair: a database would store U+FFFD instead. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text no column can hold as sent: NUL (PostgreSQL text refuses it), or a lone surrogate. */
const isBrokenText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Refuses (400) input nested deeper than MAX_INPUT_DEPTH, or with a key or text holding NUL or a lone
 * surrogate, before any schema, database or fingerprint sees it. Walked without recursion.
 */
export function assertWellFormedInput(input: unknown): void {
  const pending: Array<[value: unknown, depth: number]> = [[input, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (isBrokenText(value)) throw brokenText();
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH)
      throw new ApiError({
        status: 400,
        code: 'invalid_request',
        message: 'The request is nested too deeply',
      });
    for (const [key, inner] of Object.entries(value)) {
      if (isBrokenText(key)) throw brokenText();
      pending.push([inner, depth + 1]);
    }
  }
}

const brokenText = () =>
  new ApiError({
    status: 400,
    code: 'invalid_request',
    message: 'Text may not contain NUL characters or broken (unpaired) Unicode characters',
  });

/** Parses or throws a 400 naming the field of the first issue. */
export function parseWith<const Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> {
  assertWellFormedInput(input);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.') || undefined;
  throw new ApiError({ status: 400, code: 'invalid_request', message: issue.message, field });
}

/**
 * Whether a Content-Type names JSON: application/json or a +json type, parameters aside. A body without one is
 * not taken for JSON (a form post or text/plain from another site is refused, not guessed at).
 * @example isJsonMediaType('application/json; charset=utf-8') //=> true
 * @example isJsonMediaType('text/json') //=> false
 */
export function isJsonMediaType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** Reads a JSON body; malformed JSON or a non-object is a 400, a body that is not JSON a 415, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const bytes = await c.req.arrayBuffer().catch(() => {
    throw new ApiError({ status: 400, code: 'invalid_json', message: 'The request body could not be read' });
  });
  let text: string;
  try {
    // Fatal: bytes that are not UTF-8 are refused, not replaced with U+FFFD and stored.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError({ status: 400, code: 'invalid_json', message: 'The request body is not valid UTF-8' });
  }
  if (text.trim() === '') return {};
  if (!isJsonMediaType(type))
    throw new ApiError({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the body as application/json',
    });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({ status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'The request body must be a JSON object',
    });
  assertWellFormedInput(body);
  return body;
}

/** Parses a JSON body with a schema. */
export async function parseBody<const Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  return parseWith(schema, await readJsonBody(c));
}

/** Parses the query string (each key once) with a schema. */
export function parseQuery<const Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): v.InferOutput<Schema> {
  return parseWith(schema, c.req.query());
}

/** A phone number in the one international notation (shared/people normalisePhone), or 400 invalidPhone. */
export function parsePhone(raw: string): string {
  const phone = normalisePhone(raw);
  if (!phone)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'invalidPhone',
      field: 'phone_number',
    });
  return phone;
}
