export {
  PARTY_RANGE_WHILE_SETTING,
  hasBookableSlot,
  partySizeRange,
  type PartySizeRange,
  type SessionsBySize,
} from './range';
export { childSeatsFit, maxChildSeats } from './child-seats';
export {
  groupSizeMessage,
  isChristmasLargeGroup,
  isLargerCompany,
  maxGroupSizeHint,
  type GroupSizeMessage,
} from './group-size';
