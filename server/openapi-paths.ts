/**
 * The document's paths, generated from the routes: each describeRoute middleware the app mounts (./openapi-describe.ts)
 * becomes one operation at the route's real method and path, its schemas converted from the valibot schemas the
 * handler parses with and the answers are checked against.
 */
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import {
  descriptionOf,
  type AnswerDescription,
  type ErrorStatus,
  type RouteDescription,
} from './openapi-describe';

/** One documented operation: its method (lower case), its OpenAPI path and its description. */
export interface DocumentedOperation {
  method: string;
  path: string;
  description: RouteDescription;
}

/** Hono's '/sites/:siteId' as OpenAPI's '/sites/{siteId}'. */
export const toOpenApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/** Every operation the app describes, in the order it mounts them. */
export function documentedOperations(app: Hono): DocumentedOperation[] {
  const operations = new Map<string, DocumentedOperation>();
  for (const route of app.routes) {
    const description = descriptionOf(route.handler);
    if (!description) continue;
    const operation = { method: route.method.toLowerCase(), path: toOpenApiPath(route.path), description };
    operations.set(`${operation.method} ${operation.path}`, operation);
  }
  return [...operations.values()];
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, object>; required?: string[] };

/**
 * Converts valibot schemas to JSON Schema as the document holds them: a named schema (a component) anywhere inside
 * becomes a $ref to it, and a body is described by its input (what the client sends).
 */
export function schemaConverter(named: Record<string, GenericSchema>) {
  const config: ConversionConfig = {
    typeMode: 'input',
    errorMode: 'ignore',
    definitions: named,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
  return {
    convert(schema: GenericSchema): JsonSchema {
      const { $schema: _draft, $defs: _definitions, ...converted } = toJsonSchema(schema, config);
      return converted as JsonSchema;
    },
    components: () => toJsonSchemaDefs(named, config),
  };
}

export type SchemaConverter = ReturnType<typeof schemaConverter>;

/** The request bodies of the operations, by their component name. */
export const bodySchemas = (operations: DocumentedOperation[]): Record<string, GenericSchema> =>
  Object.fromEntries(
    operations.flatMap(({ description: { body } }) => (body ? [[body.name, body.schema]] : [])),
  );

function parametersOf({ path, description }: DocumentedOperation, convert: SchemaConverter['convert']) {
  const pathSchemas = description.params ? convert(description.params).properties : undefined;
  const query = description.query ? convert(description.query) : undefined;
  return [
    ...[...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
      name,
      in: 'path',
      required: true,
      ...(description.paramDescriptions?.[name] ? { description: description.paramDescriptions[name] } : {}),
      schema: pathSchemas?.[name] ?? { type: 'string' },
    })),
    ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      schema,
    })),
    ...(description.headers ?? []).map((header) => ({ ...header, in: 'header' })),
  ];
}

function answerOf(answer: AnswerDescription, convert: SchemaConverter['convert']) {
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(answer.mediaType
      ? {
          content: {
            [answer.mediaType]: { schema: answer.schema ? convert(answer.schema) : { type: 'string' } },
          },
        }
      : {}),
  };
}

const SECURITY = { token: [{ token: [] }], optional: [{}, { token: [] }] } as const;

/** The paths object of the document. */
export function openApiPaths(
  operations: DocumentedOperation[],
  convert: SchemaConverter['convert'],
  errorResponse: (status: ErrorStatus) => object,
): Record<string, Record<string, object>> {
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of operations) {
    const { description } = operation;
    const parameters = parametersOf(operation, convert);
    (paths[operation.path] ??= {})[operation.method] = {
      operationId: description.operationId,
      tags: description.tags,
      summary: description.summary,
      description: description.description,
      ...(description.security ? { security: SECURITY[description.security] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(description.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: { $ref: `#/components/schemas/${description.body.name}` } },
              },
            },
          }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(description.answers).map(([status, answer]) => [status, answerOf(answer, convert)]),
        ),
        ...Object.fromEntries((description.errors ?? []).map((status) => [status, errorResponse(status)])),
      },
    };
  }
  return paths;
}
