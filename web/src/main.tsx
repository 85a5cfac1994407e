// Mantine's base styles; each component's own stylesheet comes with the chunk that uses it
// (build/mantine-component-styles.ts).
import 'virtual:mantine-development-styles.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { preloadRoute } from '@/app/route-preload';

preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
