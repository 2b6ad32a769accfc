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
