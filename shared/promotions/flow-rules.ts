import { activatorNote, dayRefusals, isDateAllowed, notesActivate, timeRefusals } from './evaluate';
import { explainPromotion } from './explain';
import { promotionPeriod } from './period';
import type { FlowRules, Promotion } from './types';

/**
 * A promotion with its rules bound ("Promotion rules"). The slot rules take a flow as FlowRules, never as
 * bare data, so shared/slots needs no import of the evaluator: whoever has a promotion has its rules too.
 */
export function flowRules(promotion: Promotion): FlowRules {
  return {
    promotion,
    dayRefusals: (locationId, date, partySize, options) =>
      dayRefusals(promotion, locationId, date, partySize, options),
    timeRefusals: (locationId, date, time) => timeRefusals(promotion, locationId, date, time),
    isDateAllowed: (date, options) => isDateAllowed(promotion, date, options),
    activatorNote: () => activatorNote(promotion),
    notesActivate: (notes) => notesActivate(promotion, notes),
    period: (today, options) => promotionPeriod(promotion, today, options),
    explain: (language, now) => explainPromotion(promotion, language, now),
  };
}
