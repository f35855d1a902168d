import { useEffect, useState } from 'preact/hooks';
import type { Reservation } from '../../../shared/api/types';
import type { MessageKey } from '../../../shared/message-words';
import { useFlowModel } from '../../state/context';
import { useStepGuard } from '../use-step-guard';
import { editFlow, type EditStep } from './flow';
import { createEditFlow } from './model';

/** The app's edit flow model (./model), made the first time a page of the flow asks. */
export const useEditFlow = () => useFlowModel(createEditFlow);

/** The flow table's guard for a step of the edit flow; a guest who may not be there goes to the edit step. */
export function useEditStep(step: EditStep, conf: string): boolean {
  const flow = useEditFlow();
  return useStepGuard(editFlow, step, flow.facts(conf), { conf });
}

export type ReservationLoad =
  | { status: 'loading' }
  | { status: 'ready'; reservation: Reservation }
  | { status: 'failed'; messageKey: MessageKey };

/** Loads the reservation of a conf route param (the flow's findReservation). */
export function useReservation(conf: string): ReservationLoad {
  const { actions } = useEditFlow();
  const [load, setLoad] = useState<ReservationLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void actions.findReservation(conf).then((found) => {
      if (!live) return;
      if ('reservation' in found) setLoad({ status: 'ready', reservation: found.reservation });
      else setLoad({ status: 'failed', messageKey: found.error?.messageKey ?? 'reservationNotFound' });
    });
    return () => {
      live = false;
    };
  }, [actions, conf]);
  return load;
}
