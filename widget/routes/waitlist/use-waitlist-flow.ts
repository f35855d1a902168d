import { useFlowModel } from '../../state/context';
import { useStepGuard } from '../use-step-guard';
import { waitlistFlow, type WaitlistStep } from './flow';
import { createWaitlistFlow } from './model';

/** The app's waitlist flow model (./model), made the first time a page of the flow asks. */
export const useWaitlistFlow = () => useFlowModel(createWaitlistFlow);

/** The flow table's guard for a step of the waitlist; a guest who may not be there goes where the table says. */
export function useWaitlistStep(step: WaitlistStep): boolean {
  const flow = useWaitlistFlow();
  return useStepGuard(waitlistFlow, step, flow.facts.value, {});
}
