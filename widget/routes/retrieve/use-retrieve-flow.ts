import { useFlowModel } from '../../state/context';
import { useStepGuard } from '../use-step-guard';
import { retrieveFlow, type RetrieveStep } from './flow';
import { createRetrieveFlow } from './model';

/** The app's retrieve flow model (./model), made the first time a page of the flow asks. */
export const useRetrieveFlow = () => useFlowModel(createRetrieveFlow);

/** The flow table's guard for a step of the retrieve flow; a guest who may not be there goes to the retrieve step. */
export function useRetrieveStep(step: RetrieveStep): boolean {
  const flow = useRetrieveFlow();
  return useStepGuard(retrieveFlow, step, flow.facts.value, {});
}
