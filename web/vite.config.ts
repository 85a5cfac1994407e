import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { messageCatalogs } from './build/message-catalogs.ts';

// Mantine components, hooks and libraries no public page (landing, sign-in) uses.
const SIGNED_IN_COMPONENTS =
  'Table|ScrollArea|Modal|ModalBase|Overlay|FocusTrap|Portal|VisuallyHidden|Popover|Tooltip|Menu';
const SIGNED_IN_ONLY = new RegExp(
  [
    `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${SIGNED_IN_COMPONENTS})[\\\\/]`,
    `@mantine[\\\\/]core[\\\\/]styles[\\\\/](${SIGNED_IN_COMPONENTS})\\.css$`,
    '@mantine[\\\\/]hooks[\\\\/]esm[\\\\/](use-focus-trap|use-focus-return|use-debounced-callback)[\\\\/]',
    '[\\\\/]node_modules[\\\\/](@floating-ui|tslib|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce)[\\\\/]',
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), messageCatalogs(), compressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
          // A group takes the modules its test names, not everything they import: the signed-in
          // group below would otherwise take Mantine's Box and theme with its dialogs, and the
          // first screen would load it for them.
          includeDependenciesRecursively: false,
          // Library code most screens use (React, Mantine's core and inputs, TanStack Query) goes
          // in one chunk rather than dozens of small ones: fewer requests on a first visit over
          // HTTP/1.1, and better compression.
          // zod validates forms on signed-in screens only: kept out of that chunk (which the first
          // screen loads) even once ten screens share it. The count is of chunks sharing a
          // module: each new screen's chunk raises it (at 12, the Loan Hub's pulled the loans
          // screens' Mantine pieces into the first load, 24 kB over the budget; at 13, /due-today
          // did the same, 193.4 kB; 14 measured 169.9 kB, 15 172.7 kB). The risk profiler's chunk
          // (issue 12) raised it again: at 14, 172.6 kB; at 15, 169.9 kB. Issue 13's screens: at
          // 15, 222.2 kB (and two chunks importing each other); 16, 174.3; 17 and 18, 169.5; 19,
          // 175.6; 20, 176.7 (with the lazy screens' preload lists cut to their stylesheets).
          // Issue 14's dashboard, reports and notification screens: at 18, 175.2 kB; 19, 169.9;
          // 20, 170.3; 21–24, 172.8–174.4 (zod and shared must move together: 19/19/18, 204.3).
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, minShareCount: 19 },
            // What only signed-in screens use (tables, dialogs and what they stand on, popovers
            // and tooltips with floating-ui, scroll areas): a chunk of its own, so however many
            // screens share it, it never joins the chunk the first screen loads. Without it the
            // Collection Team, its sheet and Expected Collections (issue 11) pulled them there:
            // 197.7 kB; with it 169.9 kB, as before them.
            { name: 'screens', test: SIGNED_IN_ONLY, minShareCount: 19 },
            // /profile and /settings (issue 13, one chunk) raised the counts again: at 15, 172.3 kB;
            // at 16, 170.0 kB.
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
});
