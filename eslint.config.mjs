import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Public pages are static documents: plain links work without JavaScript and spare the
      // prefetch requests next/link would fire for every link in view.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // The product's code (tests may build what they compare against).
    files: ['app/**', 'components/**', 'lib/**', 'server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'lib/testing/**'],
    rules: {
      // A formatter or collator per call costs ~0.3 ms: a list of 25 rows with two dates lost 15 ms to it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>1]',
          message: 'toLocaleString with options builds an Intl formatter on every call: use lib/format/intl.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name="localeCompare"][arguments.length>1]',
          message:
            'localeCompare with a locale builds a collator on every call: use compareSpanish (lib/format/intl.ts).',
        },
        {
          selector: ':function NewExpression[callee.object.name="Intl"]',
          message:
            'An Intl object built inside a function is built on every call: use lib/format/intl.ts or a module constant.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'lib/generated/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'shots/**',
      'next-env.d.ts',
    ],
  },
];
export default config;
