/**
 * The API's answers held to its document (not a test): the harness checks every answer the API tests get against
 * the schema /api/openapi.json gives it for its method, path and status, so an answer and its description cannot
 * drift apart unnoticed. A field the schema does not name counts as drift too.
 */
import * as v from 'valibot';
import { ErrorBodySchema } from '../../shared/api/answers';
import type { DocumentedOperation } from '../openapi-paths';

/** Statuses any route may answer without listing them: a bug (500) or a database that is away (503). */
const UNLISTED_FAULTS = new Set([500, 503]);
/** Answers that carry no document of their own: a revalidated cache entry, and a preflight. */
const NOT_CHECKED = new Set([304]);

/** What a request was answered, as the contract reads it. */
export interface Answer {
  method: string;
  /** The path under /api, with or without a query. */
  url: string;
  status: number;
  contentType: string | null;
  /** The JSON body parsed, or the text when it is not JSON. */
  body: unknown;
  /** A body sent compressed (Content-Encoding) is not read: its status and media type still are. */
  compressed?: boolean;
}

/** The fields of `sent` that the schema's output dropped: answered, but not documented. */
function undocumentedFields(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, index) => undocumentedFields(item, kept[index], `${at}[${index}]`));
  if (sent === null || kept === null || typeof sent !== 'object' || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept
      ? undocumentedFields(value, (kept as Record<string, unknown>)[key], `${at}.${key}`)
      : [`${at}.${key} is answered but not documented`],
  );
}

/** Where `body` breaks `schema`, field by field; empty when it holds. */
export function schemaProblems(schema: v.GenericSchema, body: unknown): string[] {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success)
    return parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  return undocumentedFields(body, parsed.output, '(body)');
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);

/** The answer contract of a set of documented operations, recording which of them were answered. */
export function answerContract(operations: DocumentedOperation[]) {
  const matchers = operations.map((operation) => ({
    operation,
    pattern: patternOf(operation.path),
    parameters: operation.path.split('{').length - 1,
  }));
  const answered = new Set<string>();

  /** The operation of a request: of the paths that match, the one with the fewest parameters ('availability'). */
  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0] ?? '';
    return matchers
      .filter((matcher) => matcher.operation.method === method.toLowerCase() && matcher.pattern.test(path))
      .sort((a, b) => a.parameters - b.parameters)[0]?.operation;
  };

  /** Where the answer departs from its documented status, media type or schema; empty when it holds. */
  function problemsOf(answer: Answer): string[] {
    if (NOT_CHECKED.has(answer.status) || answer.method === 'OPTIONS' || answer.method === 'HEAD') return [];
    const operation = operationOf(answer.method, answer.url);
    const documented = operation?.description.answers[answer.status];
    const isError = answer.status >= 400;
    if (operation) answered.add(`${operation.method} ${operation.path}`);
    if (!documented) {
      const listed =
        !operation ||
        UNLISTED_FAULTS.has(answer.status) ||
        (operation.description.errors ?? []).some((status) => status === answer.status);
      return [
        ...(listed ? [] : [`status ${answer.status} is not documented`]),
        ...(isError && !answer.compressed && typeof answer.body === 'object'
          ? schemaProblems(ErrorBodySchema, answer.body)
          : []),
      ];
    }
    const mediaType = documented.mediaType;
    if (!mediaType) return answer.body === '' ? [] : ['an answer without a body has one'];
    if (!answer.contentType?.startsWith(mediaType))
      return [`content type ${answer.contentType ?? '(none)'} where ${mediaType} is documented`];
    return documented.schema && !answer.compressed ? schemaProblems(documented.schema, answer.body) : [];
  }

  return {
    problemsOf,
    /** The operations answered so far, as 'get /path'. */
    answered: () => new Set(answered),
    /** Every documented operation, as 'get /path'. */
    documented: () => new Set(operations.map((operation) => `${operation.method} ${operation.path}`)),
  };
}

export type AnswerContract = ReturnType<typeof answerContract>;
