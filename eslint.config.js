// ESLint flat config: the recommended JavaScript and typescript-eslint rules, the React hooks rules for the
// Preact components, and the import boundaries of docs/architecture.md. Layout is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', '.tmp/', 'test-results/', 'widget/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['widget/**/*.{ts,tsx}', 'staff/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hooks rules. The React Compiler rules of the plugin's preset assume immutable state; signals are
    // written through `.value` by design.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // docs/architecture.md: shared/ is pure and imports nothing of the other parts.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/widget/**', '**/server/**', '**/loader/**'] }],
    },
  },
  {
    // The loader imports shared/embed-protocol only.
    files: ['loader/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/widget/**', '**/server/**', 'preact', 'preact/*'] },
      ],
    },
  },
);
