// Mantine's base styles; each component's own stylesheet comes with the chunk that uses it
// (build/mantine-component-styles.ts).
import 'virtual:mantine-development-styles.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { createAppQueryClient } from '@/app/provider';
import { startFirstScreen } from '@/app/route-preload';
import { activateLanguage, initialLanguage } from '@/i18n/i18n';

// The first screen's messages, its chunks, its data and the session are requested together, not
// in turn.
const language = activateLanguage(initialLanguage());
const queryClient = createAppQueryClient();
startFirstScreen(window.location.pathname, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');
const root = createRoot(container);

function render() {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

// A language whose messages cannot be fetched falls back to English; the screen's own error
// handling takes over from there.
language.then(render, () => activateLanguage('en').finally(render));

// The service worker (src/sw/) opens the app with no network. Registered once the page has
// loaded, so that storing the shell never competes with the first screen; not in development.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  });
}
