import { partySizeHints, type GroupSizeMessage, type PartySizeRange } from '../../shared/party-size';

/**
 * The hints under a party-size picker ('party-size hint with maximum'), one a line: the filter's and a
 * change's, by the one rule (shared/party-size partySizeHints), so a hint never contradicts the sizes offered.
 */
export function PartySizeHint({
  id,
  range,
  words,
}: {
  id: string;
  /** The restaurant's range; null until its availability is there. */
  range: PartySizeRange | null;
  words: (hint: GroupSizeMessage) => string;
}) {
  return (
    <span id={id} class="muted">
      {partySizeHints(range).map((hint, index) => [index > 0 && <br />, words(hint)])}
    </span>
  );
}
