export { hasBookableSlot, partySizeRange, type PartySizeRange, type SessionsBySize } from './range';
export { childSeatsFit, maxChildSeats } from './child-seats';
export {
  groupSizeMessage,
  isChristmasLargeGroup,
  isLargerCompany,
  partySizeHints,
  type GroupSizeMessage,
} from './group-size';
