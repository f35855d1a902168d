import { codeDigits } from '../../../shared/constants';
import { useJourney } from './logic/use-journey';

/** Your code: the page an e-mail link opens, showing the code for the guest to type in the widget. */
export function YourCodePage(props: { sid: string; query?: Record<string, string> }) {
  const { t } = useJourney();
  const code = codeDigits(props.query?.code ?? '');
  return (
    <section class="page" aria-labelledby="your-code-title">
      <h1 id="your-code-title">{t.yourCode.title()}</h1>
      {code.length === 6 ? (
        <>
          <p>{t.yourCode.text()}</p>
          <p class="your-code" aria-label={code.split('').join(' ')}>
            {code}
          </p>
        </>
      ) : (
        <p class="notice notice--negative">{t.yourCode.missing()}</p>
      )}
    </section>
  );
}
