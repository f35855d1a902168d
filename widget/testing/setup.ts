// The widget loads its base texts one language at a time, before the first render (main.tsx). Tests draw an app
// synchronously in either language and switch between them, so every widget test starts with both loaded.
import { LANGUAGES } from '../../shared/constants';
import { baseWords } from '../i18n/base-words';

await Promise.all(LANGUAGES.map((language) => baseWords.load(language)));
