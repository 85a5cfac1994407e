// Mantine's base styles; each component's own stylesheet comes with the chunk that uses it
// (build/mantine-component-styles.ts).
import 'virtual:mantine-development-styles.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app';
import { AsDrawnByServer, readServerState } from '@/app/hydration';
import { createAppQueryClient } from '@/app/provider';
import { startFirstScreen } from '@/app/route-preload';
import { activateLanguage, initialLanguage } from '@/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

// A page the server drew (entry-server.tsx) carries the reads, language and layout it was drawn
// with: the first render here must be the same drawing for React to take it over.
let drawn = readServerState(document);
const queryClient = createAppQueryClient(drawn?.queries);

// The first screen's messages, its chunks, its data and the session are requested together, not
// in turn.
const language = activateLanguage(drawn?.language ?? initialLanguage());
const screen = startFirstScreen(window.location.pathname, queryClient);
// A chunk that fails to load is the screen's to show (its error section), not an unhandled error.
screen.catch(() => undefined);

function render() {
  const app = <App queryClient={queryClient} />;
  if (drawn) {
    hydrateRoot(
      container!,
      <StrictMode>
        <AsDrawnByServer drawing={drawn.drawing}>{app}</AsDrawnByServer>
      </StrictMode>,
    );
  } else {
    createRoot(container!).render(<StrictMode>{app}</StrictMode>);
  }
}

// A language whose messages cannot be fetched falls back to English; the screen's own error
// handling takes over from there. A drawn page is hydrated once its screen's code is here (so
// that no part of it is drawn again while its chunk loads); if that fails, the app draws anew.
if (drawn) {
  Promise.all([language, screen]).then(render, () => {
    // Its chunks or messages did not load: the app draws the page anew, as for any other
    // (a screen whose chunk still fails shows its error section).
    container.replaceChildren();
    drawn = null;
    language.then(render, () => activateLanguage('en').finally(render));
  });
} else {
  language.then(render, () => activateLanguage('en').finally(render));
}

// The service worker (src/sw/) opens the app with no network. Registered once the page has
// loaded, so that storing the shell never competes with the first screen; not in development.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  });
}
