import { useMemo } from 'preact/hooks';
import { useApp } from '../state/context';
import { createBookingEndpoints, type BookingEndpoints } from './booking-endpoints';

/** The booking journey's API calls, bound to the app's client (the reservation flow's pages). */
export function useBookingEndpoints(): BookingEndpoints {
  const app = useApp();
  return useMemo(() => createBookingEndpoints(app.api, app.reporter.report), [app]);
}
