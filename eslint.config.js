import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Slices (API modules, web features) do not reach into each other: from inside a slice, another
 * slice is imported only through its index.ts — plus, on the API, its *.table.ts files, since
 * foreign keys cross slices. Written as import-path patterns (no module resolver needed), one
 * rule per folder depth inside the slice: at depth d, "../" × d leaves the slice.
 */
function sliceBoundary(base, depth, { allowTables }) {
  const up = '../'.repeat(depth);
  return {
    files: [`${base}/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                `${up}*/**`,
                `!${up}*/index`,
                ...(allowTables ? [`!${up}*/*.table`] : []),
                `!${up}../**`,
              ],
              message:
                'Slices do not reach into each other: import from <slice>/index.ts, or compose both in app/.',
            },
            {
              group: ['**/routes/**', '**/app/**'],
              message: 'Slices know no routes or app shell; the app composes them.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * API slices live at modules/<domain>/<slice>/. From inside one, another slice — in the same
 * domain or another — is imported only through its index.ts. A slice's tables are its own: no
 * other slice imports its *.table.ts, except another *.table.ts declaring a foreign key
 * (`allowTables`), and db/schema.ts, which gathers them all for drizzle.
 */
function apiSliceBoundary(
  domains,
  depth,
  { allowTables, ignores = [], only = '*.ts', slices = '*' },
) {
  const up = '../'.repeat(depth);
  return {
    files: [`apps/api/src/modules/${domains}/${slices}/${'*/'.repeat(depth - 1)}${only}`],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                // a sibling slice in this domain…
                `${up}*/**`,
                `!${up}*/index`,
                ...(allowTables ? [`!${up}*/*.table`] : []),
                `!${up}../**`,
                // …or a slice of another domain (the negations re-admit each parent folder,
                // since an ignore pattern cannot re-include a file under an excluded folder)
                `${up}../*/*/**`,
                `!${up}../*/*/index`,
                ...(allowTables ? [`!${up}../*/*/*.table`] : []),
                `!${up}../../**`,
              ],
              message: allowTables
                ? 'Slices do not reach into each other: import from <domain>/<slice>/index.ts.'
                : 'Slices do not reach into each other: import from <domain>/<slice>/index.ts. A table is touched only by its own slice’s repositories: ask that slice through a function.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * Every domain's slices, present and future, keep the table rule and keep queries in
 * repositories (the reports slice aside, see REPORTS).
 */
const TABLE_CLEAN_DOMAINS = '*';

/**
 * The one read-only place for queries that must join across slices (the invoice, staff queues):
 * its repositories may read other slices' tables, and it never writes (no insert, update,
 * delete, raw execute or row lock).
 */
const REPORTS = 'apps/api/src/modules/commerce/reports/**/*.ts';
const readOnlyReports = {
  files: [REPORTS],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^(insert|update|delete|execute|transaction|for)$/]',
        message: 'Reports only read: writes and locks belong to the slice that owns the table.',
      },
    ],
  },
};

/**
 * SQL lives in repositories: only *.repository.ts (and the tables, db/ and tests) import a
 * *.table file or drizzle-orm's query builders. Type imports (row types) are fine anywhere.
 */
const queriesInRepositories = (files, ignores = []) => ({
  files,
  ignores: [
    '**/*.repository.ts',
    '**/*.table.ts',
    '**/*.test.ts',
    'apps/api/src/db/**',
    'apps/api/src/test/**',
    ...ignores,
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/*.table', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
            allowTypeImports: true,
            message:
              'Queries live in *.repository.ts: call a repository function (of this slice, or another slice’s through its index).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  ...[1, 2].map((depth) =>
    apiSliceBoundary(TABLE_CLEAN_DOMAINS, depth, {
      allowTables: false,
      ignores: ['**/*.table.ts', REPORTS],
    }),
  ),
  apiSliceBoundary('commerce', 1, { allowTables: true, slices: 'reports' }),
  readOnlyReports,
  // a table declares its foreign keys against the tables of other slices
  apiSliceBoundary('*', 1, { allowTables: true, only: '*.table.ts' }),
  queriesInRepositories(
    [`apps/api/src/modules/${TABLE_CLEAN_DOMAINS}/**/*.ts`],
    // @fastify/rate-limit's store: its SQL is the store's whole job (a repository by another name)
    ['apps/api/src/modules/platform/throttle/rate-limit-store.ts'],
  ),
  ...[1, 2, 3].map((depth) =>
    sliceBoundary('apps/web/src/features', depth, { allowTables: false }),
  ),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!**/features/*/index'],
              message: 'Use a feature through its index.ts.',
            },
            {
              group: ['**/apps/api/**', '@ravan/api'],
              message: 'The web app talks to the API over HTTP, through @ravan/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/app/**'],
              message: 'Design-system pieces know no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@ravan/api', '@ravan/web'],
              message: 'The contract depends on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'bench/**',
      'apps/api/scripts/**',
      'scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
