import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeRoute, jsonAnswer } from '../openapi-describe';
import { documentedOperations } from '../openapi-paths';
import { answerContract, type Answer } from './contract';

const TableAnswerSchema = v.object({ table: v.object({ id: v.string(), seats: v.number() }) });
const app = new Hono();
app.get(
  '/tables/:id',
  describeRoute({
    operationId: 'getTable',
    tags: ['Staff'],
    summary: 'One table',
    description: 'A table for this test.',
    answers: { 200: jsonAnswer('The table', TableAnswerSchema) },
    errors: [404],
  }),
  (c) => c.json({}),
);
const contract = answerContract(documentedOperations(app));
const answer = (overrides: Partial<Answer>): Answer => ({
  method: 'GET',
  url: '/tables/7',
  status: 200,
  contentType: 'application/json',
  body: { table: { id: '7', seats: 4 } },
  ...overrides,
});

describe('an answer that drifts from its description fails the contract', () => {
  it.each<[string, Partial<Answer>, string[]]>([
    ['as documented', {}, []],
    [
      'a field the schema does not name',
      { body: { table: { id: '7', seats: 4, colour: 'red' } } },
      ['(body).table.colour is answered but not documented'],
    ],
    [
      'a documented field missing',
      { body: { table: { id: '7' } } },
      ['table.seats: Invalid key: Expected "seats" but received undefined'],
    ],
    [
      'a field of another type',
      { body: { table: { id: '7', seats: '4' } } },
      ['table.seats: Invalid type: Expected number but received "4"'],
    ],
    ['a status not documented', { status: 201 }, ['status 201 is not documented']],
    [
      'another media type',
      { contentType: 'text/plain' },
      ['content type text/plain where application/json is documented'],
    ],
    [
      'a documented error as the errors are',
      { status: 404, body: { error: 'not_found', message: 'No table' } },
      [],
    ],
    [
      'a documented error of another shape',
      { status: 404, body: { error: 'not_found' } },
      ['message: Invalid key: Expected "message" but received undefined'],
    ],
    [
      'a fault any route may answer',
      { status: 503, body: { error: 'unavailable', message: 'Try again' } },
      [],
    ],
  ])('%s', (_case, overrides, problems) => {
    expect(contract.problemsOf(answer(overrides))).toEqual(problems);
  });

  it('counts an operation answered once any answer to it was checked', () => {
    expect(contract.documented()).toEqual(new Set(['get /tables/{id}']));
    expect(contract.answered()).toEqual(new Set(['get /tables/{id}']));
  });
});
