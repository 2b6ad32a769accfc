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
      // A formatter or collator per call costs ~0.3 ms: a list of 25 rows with two dates lost 15 ms to it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>1]',
          message: 'toLocaleString with options builds an Intl formatter on every call: use lib/format/intl.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name="localeCompare"][arguments.length>1]',
          message: 'localeCompare with a locale builds a collator on every call: use compareSpanish (lib/format/intl.ts).',
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
