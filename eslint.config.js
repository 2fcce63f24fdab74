// @ts-check
/**
 * Lint rules that keep the architecture of docs/architecture.md ("Layout"): @eslint/js and
 * typescript-eslint recommended, React's hook rules, and the import boundaries between folders
 * (core `no-restricted-imports`, no extra plugin). `npm run lint` runs this, then knip.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@preact/signals', '@preact/signals-react', '@preact/signals-react/*'];
/** The SDK's pure modules that the platform shares (no DOM, no I/O). */
const SHARED = ['sdk/rules/**/*.ts', 'sdk/money/**/*.ts', 'sdk/i18n/**/*.ts', 'sdk/captcha/providers.ts', 'sdk/api/schemas/**/*.ts'];
const folder = (name) => [`**/${name}/**`, `../${name}`, `../../${name}`, `../../../${name}`];

/** Patterns for `no-restricted-imports`, one message per boundary. */
const forbid = (names, message, allowTypeImports = false) => ({ group: names, message, ...(allowTypeImports ? { allowTypeImports } : {}) });

export default tseslint.config(
  { ignores: ['dist/**', 'test-results/**', 'node_modules/**', 'platform/provider/assets/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // The two classic hook rules. The React Compiler rules of the plugin's `recommended` (refs,
  // set-state-in-effect, static-components, purity, immutability: 39 findings) are left out: we do not
  // run the React Compiler, and the widgets' build runs on preact/compat, which it does not target.
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Unused names: a leading underscore marks an argument kept for its position, and a rest sibling
  // drops the named keys on purpose (`const { id: _id, ...rest } = row`). A `let` read by a closure
  // before its one assignment (the clock of a hub built before its platform) cannot be a `const`.
  {
    rules: {
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // Plain JS files (scripts/*.mjs, this file) run in node; TypeScript checks globals in .ts files itself.
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', performance: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
  // sdk/: framework-free core (docs/architecture.md "Layout"). Type-only imports of platform
  // schemas are allowed: the SDK's request types come from the route schemas (zero bytes in bundles).
  {
    files: ['sdk/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          forbid(REACT, 'sdk/ is framework-free: no React or preact (docs/architecture.md "Layout").'),
          forbid([...folder('widgets'), ...folder('host-demo')], 'sdk/ must not import widgets/ or host-demo/ (docs/architecture.md "Layout").'),
          forbid(folder('platform'), 'sdk/ may import platform/ types only (import type), never its code.', true),
        ],
      }],
    },
  },
  // widgets/: never the host (the host uses widgets, not the other way round).
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          forbid(folder('host-demo'), 'widgets/ must not import host-demo/ (docs/architecture.md "Layout").'),
          forbid(['@preact/signals', '@preact/signals-react', '@preact/signals-react/*'], 'read SDK signals with useSignalValue (widgets/ui/use-signal.ts, docs/architecture.md "Decisions").'),
          forbid(folder('platform'), 'widgets/ are browser code: talk to the platform over HTTP through sdk/, never import it.'),
        ],
      }],
    },
  },
  // platform/: the server, no browser code. It shares the SDK's pure modules (rules, money, Intl
  // helpers, the captcha provider table, the API response schemas), which may use no browser global (rule below).
  {
    files: ['platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          forbid(REACT, 'platform/ is server code: no React or preact.'),
          forbid([...folder('widgets'), ...folder('host-demo')], 'platform/ must not import browser code (widgets/, host-demo/).'),
          { regex: '^(\\.\\./)+sdk/(?!rules/|money/|i18n/|captcha/providers\\.ts$|api/schemas/)', message: `platform/ may import only the SDK's pure modules (${SHARED.join(', ')}).` },
        ],
      }],
    },
  },
  {
    files: SHARED,
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch'].map((name) => ({ name, message: 'shared with platform/: no browser globals here.' }))],
    },
  },
  // Tests read the platform's JSON answers loosely; `any` there is a reading aid, not an API.
  // Playwright fixtures must destructure their first argument, even when they need nothing from it.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // Outside sdk/, no platform call but through an sdk/api function with its response schema
  // (docs/sdk-api.md "Request types", docs/architecture.md "Server state"): no call of the HTTP
  // client's verbs (`core.http.get(…)`, `http.post(…)`), and the client itself only as a type (to
  // hand it to an sdk/api factory).
  {
    files: ['widgets/**/*.{ts,tsx}', 'host-demo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: ["[callee.object.name='http']", "[callee.object.property.name='http']"]
          .map((object) => `CallExpression${object}[callee.property.name=/^(get|post|put|patch|delete|request)$/]`)
          .join(', '),
        message: 'call the platform through an sdk/api function with its schema, read through sdk/query where it is server state (docs/sdk-api.md "Request types").',
      }],
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)sdk/http/client(\\.ts)?$', allowTypeImports: true, message: 'outside sdk/ the HTTP client is a type only: the page has one, core.http (docs/architecture.md "Server state").' }],
      }],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
);
