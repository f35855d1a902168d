/**
 * A host's extra flow (`flow`): its promotion with its rules bound (shared/promotions flowRules), and the
 * data every promotion needs (definitions, blocking rules). Loaded only when the configuration names a flow.
 */
import { flowRules } from '../../../../shared/promotions/flow-rules';
import { promotionByName } from '../../../../shared/promotions/registry';
import type { FlowRules } from '../../../../shared/promotions/types';

/** The flow of the host's flow name, with its rules; undefined for none or an unknown name. */
export function flowByName(name: string | undefined): FlowRules | undefined {
  const promotion = name ? promotionByName(name) : undefined;
  return promotion ? flowRules(promotion) : undefined;
}
