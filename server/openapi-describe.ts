/**
 * A route describes itself next to its handler: `routes.get('/path', describeRoute({...}), handler)`. The middleware
 * does nothing when called; the generator (./openapi-paths.ts) finds it among the app's routes and writes the
 * operation from it, so the document always has the routes the app really serves. The shape follows hono-openapi's
 * describeRoute, with our valibot schemas in place of its resolvers.
 */
import type { MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';

/** The tags of the document (./openapi.ts TAGS says what each groups). */
export type Tag = 'Sites' | 'Reservations' | 'Guests' | 'Sessions' | 'Service' | 'Reminders' | 'Staff';

/** The shared error answers (./openapi.ts ERROR_RESPONSES says what each means). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** One answer of an operation: JSON of a schema, a file of a media type, or nothing (204). */
export interface AnswerDescription {
  description: string;
  mediaType?: string;
  /** The valibot schema of a JSON answer; the API tests check every real answer against it. */
  schema?: GenericSchema;
  headers?: Record<string, { description: string; schema: object }>;
}

/** A header the operation reads, as an OpenAPI parameter without `in`. */
export interface HeaderDescription {
  name: string;
  required: boolean;
  description: string;
  schema: object;
}

export interface RouteDescription {
  operationId: string;
  tags: Tag[];
  summary: string;
  description: string;
  /** 'token': Authorization is needed; 'optional': anonymous or with a token; absent: no credential. */
  security?: 'token' | 'optional';
  /** The path parameters' schema (a valibot object); a parameter it leaves out is any string. */
  params?: GenericSchema;
  /** Descriptions of path parameters, by name. */
  paramDescriptions?: Record<string, string>;
  /** The query's schema (a valibot object), the one the handler parses with: one parameter per property. */
  query?: GenericSchema;
  headers?: HeaderDescription[];
  /** The JSON body: its component name and the schema the handler parses it with. */
  body?: { name: string; schema: GenericSchema };
  answers: Record<number, AnswerDescription>;
  errors?: ErrorStatus[];
}

const descriptions = new WeakMap<MiddlewareHandler, RouteDescription>();

/** A middleware that only carries the route's description for the generator. */
export function describeRoute(description: RouteDescription): MiddlewareHandler {
  const describedRoute: MiddlewareHandler = (_c, next) => next();
  descriptions.set(describedRoute, description);
  return describedRoute;
}

/** The description a route handler carries, if it is a describeRoute middleware. */
export function descriptionOf(handler: unknown): RouteDescription | undefined {
  return typeof handler === 'function' ? descriptions.get(handler as MiddlewareHandler) : undefined;
}

/** A JSON answer of this schema. */
export const jsonAnswer = (description: string, schema: GenericSchema): AnswerDescription => ({
  description,
  mediaType: 'application/json',
  schema,
});

/** An answer that is a file or a page of this media type. */
export const fileAnswer = (description: string, mediaType: string): AnswerDescription => ({
  description,
  mediaType,
});

/** An answer without a body (204). */
export const emptyAnswer = (description: string): AnswerDescription => ({ description });
