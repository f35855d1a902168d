/**
 * What each promotion is called in words, per language: the guest's widget, the day sheet, the figures and the CSV
 * all say this, never the flow name ('cinemaDeal'). Kept apart from the definitions, so the staff app can name a
 * promotion without loading their location lists and rules.
 */
import type { Language } from '../constants';

/** A promotion's name in each language. */
export type PromotionTitle = Readonly<Record<Language, string>>;

/** Every promotion's title, keyed by its flow name (titles.test.ts: each promotion has one, and only they). */
export const PROMOTION_TITLES = {
  voucherAction: { en: 'Voucher', nl: 'Waardebon' },
  cinemaDeal: { en: 'Cinema deal', nl: 'Bioscoopdeal' },
  socialDeal: { en: 'Social Deal', nl: 'Social Deal' },
  kidsMenu: { en: 'Free kids menu', nl: 'Gratis kindermenu' },
  loversBurger: { en: "Lovers' burger", nl: 'Lovers burger' },
  steakMenu: { en: 'Steak menu', nl: 'Steakmenu' },
  voucherThreeCourse: { en: 'Three-course voucher', nl: 'Waardebon driegangenmenu' },
  voucherLunchdeal: { en: 'Lunch deal voucher', nl: 'Waardebon lunchdeal' },
  exampleAutumnDeal: { en: 'Autumn deal', nl: 'Herfstdeal' },
} as const satisfies Record<string, PromotionTitle>;

/**
 * A booking's promotion in words: its title in the language, or the flow name itself when no promotion of that name
 * exists any more (a booking made under one since removed); null for a booking without a promotion.
 * @example promotionTitle('cinemaDeal', 'nl') //=> 'Bioscoopdeal'
 * @example promotionTitle('springDeal2019', 'en') //=> 'springDeal2019'
 * @example promotionTitle(null, 'en') //=> null
 */
export function promotionTitle(flow: string, language: Language): string;
export function promotionTitle(flow: string | null, language: Language): string | null;
export function promotionTitle(flow: string | null, language: Language): string | null {
  if (flow === null) return null;
  return Object.hasOwn(PROMOTION_TITLES, flow)
    ? PROMOTION_TITLES[flow as keyof typeof PROMOTION_TITLES][language]
    : flow;
}
