/** Parsing at the boundary: every query, param and body goes through a valibot schema (STYLE habit 7). */
import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError } from './errors';

/** Parses or throws a 400 naming the field of the first issue. */
export function parseWith<const Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.') || undefined;
  throw new ApiError({ status: 400, code: 'invalid_request', message: issue.message, field });
}

/** Reads a JSON body; malformed JSON or a non-object is a 400, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text().catch(() => {
    throw new ApiError({ status: 400, code: 'invalid_json', message: 'The request body could not be read' });
  });
  if (text.trim() === '') return {};
  if (type && !type.toLowerCase().includes('json'))
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
