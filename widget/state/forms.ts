import { signal, type Signal } from '@preact/signals';
import { reservationFormDefaults } from '../../shared/reservation-form';

/** Reservation form, one signal per field so inputs bind directly. */
export interface ReservationFormValues {
  id: string | null;
  party_size: number;
  /** YYYY-MM-DD in Europe/Amsterdam. */
  date: string;
  session: string;
  /** Site id (UUID) of the chosen restaurant. */
  location: string | null;
  /** 'HH:mm' of the chosen slot. */
  timeSlot: string | null;
  wheelchair_users: boolean | null;
  child_seats: number;
  /** What the guest tells the restaurant (details step); '' when nothing. */
  remarks: string;
}

/** User form. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  subscribed: boolean;
}

export type RetrieveBy = 'phone_number' | 'email';
/** Retrieve form. */
export interface RetrieveFormValues {
  confirmationNum: string;
  phone_number: string;
  email: string;
  retrieveBy: RetrieveBy;
}

export type SignalsOf<T> = { [K in keyof T]: Signal<T[K]> };

/** Defaults: party 2, date now + 1 hour, session lunch, child seats 0. */
export const reservationDefaults = (nowMs: number): ReservationFormValues => ({
  id: null,
  ...reservationFormDefaults(nowMs),
  remarks: '',
});

export const userDefaults = (): UserFormValues => ({
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  subscribed: false,
});
export const retrieveDefaults = (): RetrieveFormValues => ({
  confirmationNum: '',
  phone_number: '',
  email: '',
  retrieveBy: 'phone_number',
});

export function signalsOf<T extends object>(values: T): SignalsOf<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, signal(value)]),
  ) as SignalsOf<T>;
}

/** Writes every field of `values` into the form's signals. */
export function assignForm<T extends object>(form: SignalsOf<T>, values: Partial<T>): void {
  for (const key of Object.keys(values) as Array<keyof T>) (form[key] as Signal<unknown>).value = values[key];
}

export function readForm<T extends object>(form: SignalsOf<T>): T {
  return Object.fromEntries(
    Object.entries(form).map(([key, field]) => [key, (field as Signal<unknown>).value]),
  ) as T;
}
