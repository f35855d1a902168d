/**
 * Meal-period keys with their aliases (SPEC §3): session names from the availability answer are
 * mapped to one key, whatever the language or case they come in.
 */
import type { MealPeriod } from './api/types';

export type { MealPeriod };

/** Every key with the session names that mean it. */
export const MEAL_PERIOD_ALIASES: Readonly<Record<MealPeriod, readonly string[]>> = {
  breakfast: ['breakfast', 'ontbijt'],
  lunch: ['lunch'],
  dinner: ['dinner', 'diner'],
};

export const MEAL_PERIODS = Object.keys(MEAL_PERIOD_ALIASES) as MealPeriod[];

/**
 * The meal period a session name stands for, case-insensitive and trimmed; null when unknown.
 * @example mealPeriodOf('Diner') === 'dinner'; mealPeriodOf('brunch') === null
 */
export function mealPeriodOf(sessionName: string): MealPeriod | null {
  const name = sessionName.trim().toLowerCase();
  return MEAL_PERIODS.find((period) => MEAL_PERIOD_ALIASES[period].includes(name)) ?? null;
}
