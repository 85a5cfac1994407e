import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { messageCatalogs } from './build/message-catalogs.ts';
import { serviceWorker } from './build/service-worker.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What a first visit runs: the shell (index.html) and the two screens a visitor lands on. The
// screens are build inputs as well as lazy routes, so that rolldown tags what the three import
// statically ($initial, worked out on the imports as bound, after tree-shaking: not every
// component an index file re-exports) and one chunk group below takes exactly that.
const FIRST_LOAD_INPUTS = {
  index: fromHere('./index.html'),
  landing: fromHere('./src/app/routes/landing.tsx'),
  login: fromHere('./src/app/routes/login.tsx'),
};
// The inputs' own modules (and the script index.html names) stay in their entry chunks.
const ENTRY_MODULES = new Set([...Object.values(FIRST_LOAD_INPUTS), fromHere('./src/main.tsx')]);

const alias = { '@': fromHere('./src') };

/**
 * The server's renderer (src/entry-server.tsx, `vite build --ssr`): the same modules, styles as
 * class names only (the browser's build emits the stylesheets), for Node.
 */
const serverRenderer: UserConfig = {
  plugins: [react(), mantineComponentStyles(), messageCatalogs()],
  resolve: { alias },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browser));

const browser: UserConfig = {
  plugins: [
    react(),
    mantineComponentStyles(),
    messageCatalogs(),
    // The field app (issue 15) opens offline: its route is stored with the shell at install, and
    // the toasts' container, which the shell loads at the first toast (a collection recorded).
    serviceWorker({
      source: fromHere('./src/sw/service-worker.ts'),
      offlineRoutes: ['src/app/routes/field.tsx', 'src/app/toast-container.tsx'],
    }),
    compressAssets(),
  ],
  resolve: { alias },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // No modulepreload polyfill in the entry: every browser the app supports but Safari 16
      // preloads modules natively, and there the chunks still load, only not ahead (0.4 kB of
      // the first load's budget).
      polyfill: false,
      // A lazy screen's import() lists only its stylesheets (which must load with it), not the
      // JavaScript chunks it imports: the browser asks for those as it reads the screen's chunk,
      // one round trip later. The lists named every chunk of every screen and had grown to 3.5 kB
      // of the first load with issue 13's screens (172.4 -> 169.5 kB); screens are preloaded at
      // the first activity anyway (app/route-preload.ts). index.html keeps its full list.
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      input: FIRST_LOAD_INPUTS,
      output: {
        // Chunks named by their hash alone: the entry lists every lazy screen's chunks for
        // preloading, and their names cost the first load about a kilobyte (issue 8's budget).
        // Seven hex digits (rolldown's minimum for this many chunks; 268 million names): one
        // digit less in each of the entry's chunk names, 170.06 -> 169.9 kB.
        chunkFileNames: 'assets/[hash:7].js',
        // In hex: gzip codes 16 letters in fewer bits than base64's 64, 0.4 kB less on the first
        // load (170.03 -> 169.59 kB), and what a change to any lazy chunk does to the names'
        // compression no longer decides the budget (base64 names moved it by 50 bytes either way).
        hashCharacters: 'hex',
        codeSplitting: {
          // A group takes the modules its test names, not everything they import: a group of
          // signed-in libraries would otherwise take Mantine's Box and theme with its dialogs.
          includeDependenciesRecursively: false,
          // A common chunk of under 32 kB of source (an app helper, a library module a few
          // screens share) is copied into the chunks that import it rather than fetched on its
          // own: a signed-in screen was 60-120 files, most of them ~1.4 kB, each a request and, on
          // a phone, a round trip. A chunk holding styles stays a file (Vite's CSS plugin would
          // emit its CSS again from every copy, out of cascade order). JavaScript chunks 172 ->
          // 81, the dashboard's files 77 -> 32, Lighthouse mobile LCP 4.9 -> 3.9 s; the cost is
          // rolldown's strict execution order, +7 kB gzip on the first load (decision 0096).
          experimentalInlineCommonChunks: {
            maxSize: 32_000,
            exclude: /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/,
          },
          groups: [
            // Everything the shell and the first screens import statically, libraries and app
            // code, in one chunk: the whole first load but the three entry chunks and the
            // messages, and nothing a first screen does not run (docs/decisions/0089). Before,
            // share counts decided it, in 44 files, and each new screen moved it by kilobytes
            // either way: 169.9 kB at the best count, 157.3 kB with this group.
            { name: 'first-screens', tags: ['$initial'], test: (id) => !ENTRY_MODULES.has(id) },
            // Libraries most signed-in screens use, in a few chunks rather than dozens of small
            // ones (fewer requests, better compression); none of them is on the first load, so
            // the counts no longer move it. zod validates the signed-in screens' forms.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, minShareCount: 19 },
            // Mantine's Modal, and the Textarea only dialogs' forms use, in their own chunk: the
            // dialogs loaded when first opened (components/dialogs/lazy-dialog.tsx) each count as
            // an importer, which put them in 'shared' and so on every signed-in screen, the
            // dashboard among them (+3.4 and +1.2 kB gzip). Not the scroll lock Modal imports:
            // the layout's header reads that.
            {
              name: 'dialogs',
              test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Modal|ModalBase|Textarea)[\\/]/,
              minShareCount: 19,
            },
            // The number input and its formatting library, for the same reason: the dialogs' and
            // list filters' chunks counted as importers put them on every signed-in screen
            // (+9 kB gzip on the dashboard, which has no number input).
            {
              name: 'number-input',
              test: /[\\/]node_modules[\\/](?:@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/]|react-number-format[\\/])/,
              minShareCount: 19,
            },
            { name: 'shared', test: /[\\/]node_modules[\\/]/, minShareCount: 19 },
          ],
        },
      },
      // core is pure (DESIGN.md): importing a constant must not drag in every zod schema.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/].*\.ts$/, sideEffects: false }],
      },
    },
  },
};
