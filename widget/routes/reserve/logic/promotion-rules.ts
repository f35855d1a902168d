/**
 * The promotion rules the slot rules call in a flow (shared/promotions/evaluate), bound late. The widget build
 * (vite.config.ts) points shared/slots' import of evaluate here, so the rules, their blocking-rule table and the
 * chain's location list load only with a flow's promotion (./flow-promotion), never in the plain flow.
 * A Promotion object exists only after ./flow-promotion loaded, which binds the rules first.
 */
import type * as Evaluate from '../../../../shared/promotions/evaluate';

let rules: typeof Evaluate | undefined;

/** Called by ./flow-promotion when it loads. */
export function bindPromotionRules(evaluate: typeof Evaluate): void {
  rules = evaluate;
}

function bound(): typeof Evaluate {
  if (!rules) throw new Error('Promotion rules used before a flow loaded');
  return rules;
}

export const dayRefusals: typeof Evaluate.dayRefusals = (...args) => bound().dayRefusals(...args);
export const timeRefusals: typeof Evaluate.timeRefusals = (...args) => bound().timeRefusals(...args);
export const isDateAllowed: typeof Evaluate.isDateAllowed = (...args) => bound().isDateAllowed(...args);
export const activatorNote: typeof Evaluate.activatorNote = (...args) => bound().activatorNote(...args);
