import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
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

const serverNeverImportsWeb = {
  group: ['@lendline/web', '**/web/**'],
  message: 'The server never imports the web.',
};
const noSystemModule = {
  group: ['**/db/system', '**/db/system.ts'],
  message:
    'The owner connection bypasses row-level security: only sign-in and sessions, migrations, ' +
    'the seed, scheduled jobs and tests may import db/system. Use the request context ' +
    '(request.withContext) and repositories bound to it.',
};
const noRunAsUser = {
  group: ['**/context/run-as-user', '**/context/run-as-user.ts'],
  message:
    "runAsUser acts in any user's name without a session: only the seed, scheduled jobs and " +
    'tests may import it. A request runs its service through request.withContext.',
};
/** Who may import server/src/db/system.ts and context/run-as-user.ts (docs/decisions/0016). */
export const SYSTEM_IMPORTERS = [
  'server/src/db/**',
  'server/src/context/run-as-user.ts',
  'server/src/modules/auth/**',
  'server/src/plugins/auth.ts',
  'server/src/plugins/database.ts',
  'server/src/seed/**',
  'server/src/jobs/**',
  'server/src/mail/deliver-outbox.ts',
  // Security events outlive the request's rollback; the shared rate-limit counters sync in the
  // background (docs/decisions/0068).
  'server/src/modules/security/log-security-event.ts',
  'server/src/modules/security/security.plugin.ts',
  'server/src/server.ts',
  'server/src/testing/**',
  'server/src/**/*.test.ts',
  'server/src/**/*-test-helpers.ts',
];

/**
 * Every user-facing text of the web comes from the message catalogs (issue 9): JSX text and the
 * props that reach the reader. Other props (variant="light", size="sm") are not text.
 */
const noHardCodedText = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': {
      include: [
        'label',
        'placeholder',
        'title',
        'description',
        'alt',
        'error',
        'aria-label',
        'aria-description',
        'aria-valuetext',
        'tooltip',
        'message',
        'emptyText',
        'nothingFoundMessage',
        'confirmLabel',
        'cancelLabel',
        'closeButtonLabel',
        'loadingText',
        'heading',
        'subtitle',
        'caption',
        'hint',
      ],
    },
    'jsx-components': { exclude: ['Trans', 'code', 'Code', 'Kbd'] },
    callees: {
      // The plugin's own list, and calls whose string arguments name something rather than say
      // it: a form's field ('first_name'), or what a core message function is about.
      exclude: [
        'i18n(ext)?',
        't',
        'require',
        'addEventListener',
        'removeEventListener',
        'postMessage',
        'getElementById',
        'dispatch',
        'commit',
        'includes',
        'indexOf',
        'endsWith',
        'startsWith',
        'getInputProps',
        'getFieldProps',
        '[a-z]\\w*Message',
      ],
    },
    words: {
      // Punctuation, numbers, one-letter marks and codes ('INR', 'USD') are not prose.
      exclude: ['[0-9!-/:-@[-`{-~\\s·•—–…×₹]+', '[A-Z_-]+', '^\\p{Emoji}+$'],
    },
  },
];
/** The whole web speaks from the catalogs (issue 9): the rule guards every file but tests. */
export const TRANSLATED_WEB_FILES = ['web/src/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'data/**',
      'coverage/**',
      'server/drizzle/**',
      'server/api-client-check/generated/**',
    ],
  },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb] }] },
  },
  {
    // The owner connection bypasses row-level security: only its few legitimate users import it.
    files: ['server/src/**'],
    ignores: SYSTEM_IMPORTERS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverNeverImportsWeb, noSystemModule, noRunAsUser] },
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
    files: TRANSLATED_WEB_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': noHardCodedText },
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
