import { useFlowModel } from '../../state/context';
import { useStepGuard } from '../use-step-guard';
import { userFlow, type UserStep } from './flow';
import { createUserFlow } from './model';

/** The app's user flow model (./model), made the first time a page of the flow asks. */
export const useUserFlow = () => useFlowModel(createUserFlow);

/** The flow table's guard for a step of the user flow on `uid`; a guest who may not be there goes to the edit step. */
export function useUserStep(step: UserStep, uid: string): boolean {
  const flow = useUserFlow();
  return useStepGuard(userFlow, step, flow.factsFor(uid), { uid });
}
