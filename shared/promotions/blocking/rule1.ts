import type { BlockingRule } from './types';

/** rule1: no promotion slots 17:30-19:30 on December days with weekday 5 (Friday). Why: Sinterklaas eve (pakjesavond, 5 Dec 2025 is a Friday) fills the early evening. */
export const rule1: BlockingRule = {
  name: 'rule1',
  label: '5 Dec',
  month: 12,
  jsWeekday: 5,
  from: '17:30',
  to: '19:30',
};
