import { describe, expect, it } from 'vitest';
import { refusalOf } from './refusal';

describe('every refusal of the staff API contract is a value of its own', () => {
  it.each([
    ['wrong code', 422, { error: 'wrong_code' }, null, { code: 'wrong_code' }],
    ['too many tries, as 423', 423, { error: 'code_locked' }, null, { code: 'code_locked' }],
    ['too many tries, as 422', 422, { error: 'code_locked' }, null, { code: 'code_locked' }],
    ['a 423 without a body is a locked code', 423, null, null, { code: 'code_locked' }],
    ['expired code', 422, { error: 'code_expired' }, null, { code: 'code_expired' }],
    [
      'rate limit with its wait',
      429,
      { error: 'too_many_requests', retry_after: 30 },
      null,
      { code: 'too_many_requests', retryAfter: 30 },
    ],
    [
      'rate limit, the wait in the header',
      429,
      { error: 'too_many_requests' },
      '12',
      { code: 'too_many_requests', retryAfter: 12 },
    ],
    ['rate limit without a wait', 429, {}, null, { code: 'too_many_requests', retryAfter: null }],
    [
      'bad e-mail',
      400,
      { error: 'invalid_input', field: 'email' },
      null,
      { code: 'invalid_input', field: 'email' },
    ],
    [
      'bad walk-in field',
      422,
      { error: 'invalid_input', field: 'party_size' },
      null,
      { code: 'invalid_input', field: 'party_size' },
    ],
    ['session gone', 401, { error: 'unauthorized' }, null, { code: 'unauthorized' }],
    ['not their restaurant', 403, { error: 'Forbidden' }, null, { code: 'forbidden' }],
    [
      'a report range of the wrong length',
      400,
      { error: 'report_range_invalid' },
      null,
      { code: 'report_range_invalid' },
    ],
    [
      'visit moved by someone else',
      409,
      { error: 'visit_move_refused' },
      null,
      { code: 'visit_move_refused' },
    ],
    ['no table free for a walk-in', 409, { error: 'no_table' }, null, { code: 'no_table' }],
    [
      'a booking that can no longer move',
      409,
      { error: 'move_not_movable' },
      null,
      { code: 'move_not_movable' },
    ],
    ['a move into the past', 422, { error: 'move_in_past', field: 'time' }, null, { code: 'move_in_past' }],
    [
      'a move outside opening hours',
      422,
      { error: 'move_closed', field: 'time' },
      null,
      { code: 'move_closed' },
    ],
    ['no table free for a move', 409, { error: 'move_no_table' }, null, { code: 'move_no_table' }],
    [
      'a block field refused',
      400,
      { error: 'invalid_request', field: 'reason' },
      null,
      { code: 'invalid_input', field: 'reason' },
    ],
    [
      'a block that ends before it starts',
      422,
      { error: 'block_range_invalid' },
      null,
      { code: 'block_range_invalid' },
    ],
    [
      'stay rules that do not go up',
      422,
      { error: 'stay_rules_invalid' },
      null,
      { code: 'stay_rules_invalid' },
    ],
    ['a manager’s screen for a host', 403, { error: 'forbidden' }, null, { code: 'forbidden' }],
    ['a server fault', 503, { error: 'unavailable' }, null, { code: 'server' }],
    [
      'anything else keeps its status and code',
      404,
      { error: 'not_found' },
      null,
      { code: 'refused', status: 404, error: 'not_found' },
    ],
    [
      'a code another screen words (staff accounts)',
      409,
      { error: 'staff_email_taken' },
      null,
      { code: 'refused', status: 409, error: 'staff_email_taken' },
    ],
    ['a refusal without a code', 409, 'Conflict', null, { code: 'refused', status: 409 }],
  ] as const)('%s: %i %j', (_rule, status, body, header, expected) => {
    expect(refusalOf(status, body, header)).toEqual(expected);
  });
});
