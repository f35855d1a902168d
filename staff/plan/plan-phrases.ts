/** The plan of the room in words: each refusal a manager can meet here, and what the live region says. Pure. */
import { AREA_NAME_MAX_LENGTH } from '../../shared/staff/room-plan';
import { refusalSentence } from '../shell/refusal-words';
import type { RefusalWords } from '../shell/shell-words';
import type { PlanNews, PlanRefusal } from './plan-model';
import type { PlanWords } from './plan-words';

/**
 * What the manager reads for a refusal on the plan: its own codes here, the rest in the app's refusal words.
 * @example planRefusalSentence(words, refusalWords, { code: 'plan_cell_taken' }) //=> 'Another table stands on that cell. …'
 */
export function planRefusalSentence(
  words: PlanWords,
  refusalWords: RefusalWords,
  refusal: PlanRefusal,
): string {
  const T = words.refusal;
  switch (refusal.code) {
    case 'plan_cell_invalid':
      return T.cellInvalid();
    case 'plan_cell_taken':
      return T.cellTaken();
    case 'plan_edge':
      return T.edge();
    case 'plan_full':
      return T.full();
    case 'neighbour_invalid':
      return T.neighbourInvalid();
    case 'neighbour_other_area':
      return T.neighbourOtherArea();
    case 'neighbour_not_combinable':
      return T.neighbourNotCombinable();
    case 'area_name_invalid':
      return T.areaNameInvalid({ max: AREA_NAME_MAX_LENGTH });
    case 'area_name_taken':
      return T.areaNameTaken();
    default:
      return refusalSentence(refusalWords, refusal);
  }
}

/** The live region's sentence for a change; cells are said from 1, as people count. */
export function planNewsSentence(words: PlanWords, news: PlanNews): string {
  switch (news.kind) {
    case 'placed':
      return words.news.placed({
        label: news.label,
        column: news.cell.column + 1,
        row: news.cell.row + 1,
        area: news.area,
      });
    case 'off':
      return words.news.off({ label: news.label });
    case 'neighbours':
      return words.news.neighbours({ label: news.label, count: news.count });
    case 'table':
      return words.news.table({ label: news.label });
    case 'area':
      return words.news.area({ name: news.name });
  }
}
