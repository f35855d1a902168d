/** Promotions as data plus one evaluator ("Promotion rules"). */
export * from './types';
export * from './evaluate';
export { flowRules } from './flow-rules';
export { refusal } from './refusals';
export { isDateListed } from './date-list';
export { promotionPeriod, upcomingExcludedDates, weekdaySpans, type PromotionPeriod } from './period';
export { explainPromotion, weekdaysPhrase, type PromotionExplanation } from './explain';
export {
  BLOCKING_RULES,
  BLOCKING_RULES_BY_LOCATION_ID,
  blockingRuleHit,
  isBlockedBy,
} from './blocking/index';
export type { BlockingRule, BlockingRuleName } from './blocking/index';
export {
  PROMOTIONS,
  PROMOTION_NAMES,
  promotionByName,
  promotionsActivatedBy,
  type PromotionName,
} from './registry';
