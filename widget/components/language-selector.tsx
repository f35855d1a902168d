import { LANGUAGES } from '../../shared/constants';
import { useI18n } from '../i18n/use-i18n';
import { useApp } from '../state/context';

/** The language selector (EN, NL) exists but stays hidden, in a frame too; hosts set `lang` instead. */
export function LanguageSelector() {
  const app = useApp();
  const { LL, language } = useI18n();
  return (
    <div class="language-selector" role="group" aria-label={LL.common.language()} hidden>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => void app.actions.setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
