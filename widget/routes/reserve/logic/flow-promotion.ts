/**
 * A host's extra flow (SPEC §1 `flow`): its promotion, with the rules and data every promotion needs
 * (definitions, the chain's location list, blocking rules). Loaded only when the configuration names a flow.
 */
import * as evaluate from '../../../../shared/promotions/evaluate';
import { promotionByName } from '../../../../shared/promotions/registry';
import type { Promotion } from '../../../../shared/promotions/types';
import { bindPromotionRules } from './promotion-rules';

bindPromotionRules(evaluate);

/** The promotion of the host's flow name; undefined for none or an unknown name. */
export const flowByName = (name: string | undefined): Promotion | undefined => (name ? promotionByName(name) : undefined);
