import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Syntax-only typescript-eslint (no type information): tsc already checks types in
// `npm run typecheck`, and this keeps `npm run lint` to a few seconds.
export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'migrations/.snapshot*', 'bench/results/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: ['src-client/**', 'src-widget/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src-widget/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src-client/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A warning nobody has to fix is a stale closure nobody notices: make it fail the lint.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layout is Prettier's (npm run format): no lint rule may argue with it.
  prettier,
);
