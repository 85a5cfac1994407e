import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries: core is pure and imports nothing of ours; the web flows
// shared (components, lib) → features → app, and features never import each other.
const noServerOrWeb = {
  patterns: [
    {
      group: ['@lendline/server', '@lendline/web', '**/server/**', '**/web/**'],
      message: 'core is pure: it imports neither server nor web.',
    },
    { group: ['node:*', 'fs', 'path', 'pg', 'fastify'], message: 'core is pure: no I/O modules.' },
  ],
};
const sharedMayNotImport = {
  patterns: [
    {
      group: ['@/features/*', '@/app/*'],
      message: 'Shared web code may not import features or app.',
    },
  ],
};
const featureMayNotImport = {
  patterns: [
    {
      group: ['@/features/*', '@/app/*'],
      message: 'A feature imports only shared code (components, lib) and its own files.',
    },
    {
      group: ['../../*', '!../../components/*', '!../../lib/*'],
      message: 'Use @/ for shared code; features never import each other.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['core/src/**'], rules: { 'no-restricted-imports': ['error', noServerOrWeb] } },
  {
    files: ['server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lendline/web', '**/web/**'], message: 'The server never imports the web.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', sharedMayNotImport] },
  },
  {
    files: ['web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', featureMayNotImport] },
  },
);
