/**
 * Three builds from one source (see docs/architecture.md):
 *  1. script-tag widgets: ES chunks with hashed, immutable names, React API → preact/compat;
 *  2. the stable loader `casino-kit.js` (classic script) that knows those chunk names;
 *  3. `casino-kit/react`: ESM for React 19 hosts, React left external.
 * Each build adds its files and sizes to dist/manifest.json.
 */
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { mkdirSync, rmSync } from 'node:fs';
import type { Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { LOCALES } from './sdk/i18n/locales.ts';
import { WIDGETS } from './widgets/catalogue.ts';
import { collectPreviousHost, writePreviousHost } from './scripts/host-previous.ts';
import { recordBuild, readManifest } from './scripts/manifest.ts';

const DIST = 'dist';
const CDN = `${DIST}/cdn`;

/** DESIGN.md §5: the script-tag flavour runs the React API on preact/compat. */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const transpile = () =>
  esbuild({
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });

/** Third-party noise (zod's pure-annotation comments, its internal import cycles) hides real warnings. */
const onwarn: RollupOptions['onwarn'] = (warning, warn) => {
  const fromDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('node_modules');
  if (fromDependency && (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY')) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
};

function cleanDist(): Plugin {
  return {
    name: 'clean-dist',
    buildStart() {
      // The previous builds' host chunks stay servable for a while (scripts/host-previous.ts).
      const previous = collectPreviousHost(DIST);
      rmSync(DIST, { recursive: true, force: true });
      mkdirSync(DIST, { recursive: true });
      writePreviousHost(DIST, previous);
    },
  };
}

/** Injects the widget chunk map (from build 1's manifest) into the loader. */
function widgetFiles(): Plugin {
  return {
    name: 'widget-files',
    transform(code, id) {
      if (!id.endsWith('sdk/embed/loader.ts')) return null;
      const manifest = readManifest(DIST);
      const files = Object.fromEntries(
        WIDGETS.map((widget) => {
          const built = manifest.entries[`widget:${widget.name}`];
          if (!built) throw new Error(`widget ${widget.name} missing from the manifest`);
          const live = widget.live ? manifest.entries[`widget:${widget.name}.live`]?.file : undefined;
          return [widget.name, { file: built.file, attributes: widget.attributes, ...(live ? { live } : {}) }];
        }),
      );
      return code.replace('declare const __CK_WIDGETS__: WidgetFiles;', `const __CK_WIDGETS__: WidgetFiles = ${JSON.stringify(files)};`);
    },
  };
}

const widgets: RollupOptions = {
  input: Object.fromEntries(
    WIDGETS.flatMap((widget) => [[widget.name, widget.entry], ...(widget.live ? [[`${widget.name}.live`, widget.live]] : [])]),
  ),
  plugins: [cleanDist(), alias({ entries: PREACT_ALIASES }), nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }), commonjs(), transpile(), recordBuild(DIST, 'widget', CDN)],
  output: {
    dir: CDN,
    format: 'es',
    entryFileNames: 'widgets/[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
};

const loader: RollupOptions = {
  input: { loader: 'sdk/embed/loader.ts' },
  plugins: [widgetFiles(), nodeResolve({ extensions: ['.ts', '.js'] }), transpile(), recordBuild(DIST, 'loader', CDN)],
  output: { dir: CDN, format: 'iife', entryFileNames: 'casino-kit.js' },
};

const reactExternal = /^(react|react-dom)(\/.*)?$/;
const react: RollupOptions = {
  input: { index: 'widgets/react.ts' },
  external: (id) => reactExternal.test(id),
  plugins: [nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }), commonjs(), transpile(), recordBuild(DIST, 'react', `${DIST}/react`)],
  output: { dir: `${DIST}/react`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
};

/**
 * wouter's defaults that the host replaces (host-demo/app/router/wouter-defaults.ts): its browser
 * location hook (which patches the History API on import), its default parser and the
 * use-sync-external-store shim for React < 18.
 */
function hostWouter(): Plugin {
  const replaced = new Set(['./use-browser-location.js', 'regexparam', 'use-sync-external-store/shim/index.js']);
  const target = `${process.cwd()}/host-demo/app/router/wouter-defaults.ts`;
  return {
    name: 'host-wouter',
    resolveId: (source, importer) => (importer?.includes('/node_modules/wouter/') && replaced.has(source) ? target : null),
  };
}

/** The white-label host: React 19 (not preact), hashed chunks, served by host-demo/server. */
const host: RollupOptions = {
  input: { main: 'host-demo/app/main.tsx' },
  plugins: [hostWouter(), nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'], browser: true }), commonjs(), transpile(), recordBuild(DIST, 'host', `${DIST}/host`)],
  output: { dir: `${DIST}/host`, format: 'es', entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js', manualChunks: localeChunk },
};

/**
 * The host loads a locale for every catalogue on the page at once (sdk/i18n/i18n.ts), so each
 * non-English locale is one chunk there (`messages-de`, with the shared validation messages the
 * host's forms use) rather than one per widget, and the profile's, cashbox's and gifts' strings (used
 * behind sign-in) a second (`account-messages-de`). The host's English is its own chunk (`en`, counted in the lobby's first
 * load); the widgets' English stays with their code. docs/architecture.md "Internationalisation".
 */
function localeChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  if (path.endsWith('/host-demo/app/messages/en.ts')) return 'en';
  const match = /\/(?:widgets\/(.+)\/locales(?:\/([\w-]+))?|host-demo\/app\/messages)\/([\w-]+)\.ts$/.exec(path);
  const locale = match?.[3];
  if (!match || !locale || locale === 'en' || !(LOCALES as readonly string[]).includes(locale)) return undefined;
  const account = match[1] === 'profile' || match[1] === 'cashbox' || match[1] === 'gifts';
  return `${account ? 'account-messages' : 'messages'}-${locale}`;
}

/** The demo partner pages' own code (a React 19 app and an iframe parent), as partners would ship it. */
const partner: RollupOptions = {
  input: { 'react-app': 'host-demo/partner/react-app.tsx', 'parent-page': 'host-demo/partner/parent-page.ts' },
  plugins: [nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'], browser: true }), commonjs(), transpile(), recordBuild(DIST, 'partner', `${DIST}/partner`)],
  output: { dir: `${DIST}/partner`, format: 'es', entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
};

export default [widgets, loader, react, host, partner].map((options) => ({ ...options, onwarn }));
