import { cinemaDeal } from './definitions/cinema-deal';
import { exampleAutumnDeal } from './definitions/example-autumn-deal';
import { kidsMenu } from './definitions/kids-menu';
import { loversBurger } from './definitions/lovers-burger';
import { socialDeal } from './definitions/social-deal';
import { steakMenu } from './definitions/steak-menu';
import { voucherAction } from './definitions/voucher-action';
import { voucherLunchdeal } from './definitions/voucher-lunchdeal';
import { voucherThreeCourse } from './definitions/voucher-three-course';
import type { Promotion } from './types';

/** Every promotion flow, keyed by flow name (= promotion.name). */
export const PROMOTIONS = {
  voucherAction,
  cinemaDeal,
  socialDeal,
  kidsMenu,
  loversBurger,
  steakMenu,
  voucherThreeCourse,
  voucherLunchdeal,
  exampleAutumnDeal,
} as const satisfies Record<string, Promotion>;

export type PromotionName = keyof typeof PROMOTIONS;

export const PROMOTION_NAMES = Object.keys(PROMOTIONS) as PromotionName[];

/** The promotion of a flow name, or undefined for an unknown name (e.g. from a URL). */
export function promotionByName(name: string): Promotion | undefined {
  return Object.hasOwn(PROMOTIONS, name) ? PROMOTIONS[name as PromotionName] : undefined;
}

/** The promotions whose activator text appears in the booking notes (case ignored). */
export function promotionsActivatedBy(notes: string): Promotion[] {
  const lowered = notes.toLowerCase();
  return Object.values(PROMOTIONS).filter(
    (promo: Promotion) =>
      promo.activator !== undefined && lowered.includes(promo.activator.text.toLowerCase()),
  );
}
