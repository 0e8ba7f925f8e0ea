// Lint rules: ESLint's and typescript-eslint's recommended sets, with the project's own habits.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config({ignores: ['dist/', 'node_modules/']}, js.configs.recommended, ...tseslint.configs.recommended, {
  languageOptions: {
    globals: {
      process: 'readonly',
      console: 'readonly',
      Buffer: 'readonly',
      URL: 'readonly',
      setTimeout: 'readonly',
      clearTimeout: 'readonly',
      setImmediate: 'readonly',
      performance: 'readonly',
    },
  },
  rules: {
    // `_name` marks a parameter that is there for its position only.
    '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    // A terminal program matches escape sequences on purpose.
    'no-control-regex': 'off',
    'eqeqeq': ['error', 'always'],
    'prefer-const': 'error',
    'no-var': 'error',
    // The terminal and the disk may fail at any moment; some of those failures are deliberately ignored.
    'no-empty': ['error', {allowEmptyCatch: true}],
  },
});
