import type { BlockingRule } from './types';

/** rule3: no promotion slots 17:30-19:30 on December days with weekday 0 (Sunday). Why: December Sunday evenings are kept for full-price Christmas-shopping guests. */
export const rule3: BlockingRule = {
  name: 'rule3',
  label: '12 Dec',
  month: 12,
  jsWeekday: 0,
  from: '17:30',
  to: '19:30',
};
