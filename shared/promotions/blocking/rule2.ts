import type { BlockingRule } from './types';

/** rule2: no promotion slots 17:30-19:30 on December days with weekday 6 (Saturday). Why: the Saturday after Sinterklaas (6 Dec 2025) is a full house. */
export const rule2: BlockingRule = {
  name: 'rule2',
  label: '6 Dec',
  month: 12,
  jsWeekday: 6,
  from: '17:30',
  to: '19:30',
};
