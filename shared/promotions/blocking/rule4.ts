import type { BlockingRule } from './types';

/** rule4: no promotion slots 17:30-19:30 on December days with weekday 4 (Thursday). Why: the evening before pakjesavond (4 Dec 2025) is kept for regular guests. */
export const rule4: BlockingRule = {
  name: 'rule4',
  label: '4 Dec',
  month: 12,
  jsWeekday: 4,
  from: '17:30',
  to: '19:30',
};
