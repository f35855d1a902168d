import { useEffect, useState } from 'preact/hooks';
import type { Reservation } from '../../../shared/api/types';
import type { MessageKey } from '../../../shared/messages';
import { useEndpoints } from '../../api/use-endpoints';
import { useApp } from '../../state/context';
import { findReservation } from './find-reservation';

export type ReservationLoad =
  | { status: 'loading' }
  | { status: 'ready'; reservation: Reservation }
  | { status: 'failed'; messageKey: MessageKey };

/** Loads the reservation of a conf route param (see findReservation). */
export function useReservation(conf: string): ReservationLoad {
  const app = useApp();
  const endpoints = useEndpoints();
  const [load, setLoad] = useState<ReservationLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void findReservation(app.state, endpoints, conf).then((found) => {
      if (!live) return;
      if ('reservation' in found) setLoad({ status: 'ready', reservation: found.reservation });
      else setLoad({ status: 'failed', messageKey: found.error?.messageKey ?? 'reservationNotFound' });
    });
    return () => {
      live = false;
    };
  }, [conf]);
  return load;
}
