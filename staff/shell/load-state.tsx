import type { StaffRefusal } from '../api/refusal';
import { refusalSentence } from './refusal-words';
import { staffRefusalWords } from './shell-words';
import { useWords } from './context';

/**
 * What a staff page says while its data is not on screen: the API's refusal in words (an alert), or that it is
 * loading (a status) until the first answer arrives. Nothing once the data is there.
 */
export function LoadState({
  refusal,
  loading,
  loadingWords,
}: {
  refusal: StaffRefusal | null;
  loading: boolean;
  loadingWords: string;
}) {
  const refusalWords = useWords(staffRefusalWords);
  return (
    <>
      {refusal && (
        <p role="alert" class="staff-refusal staff-card">
          {refusalSentence(refusalWords, refusal)}
        </p>
      )}
      {loading && (
        <p role="status" class="staff-card">
          {loadingWords}
        </p>
      )}
    </>
  );
}
