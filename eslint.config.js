import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const features = ['universities', 'partners', 'promotions', 'news', 'reviews', 'knowledge', 'promocodes', 'rzd', 'statistics', 'admins', 'ads', 'auth', 'settings'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-e2e/**', '**/node_modules/**', '**/migrations/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // bulletproof-react's rule: a feature never imports another feature; pages compose them in app/.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features do not import each other; share through src/ui, src/api or src/lib.',
            },
          ],
        },
      ],
    },
  })),
);
