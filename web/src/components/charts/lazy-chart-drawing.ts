import { lazy } from 'react';

/** The chart library comes in its own chunk, on demand (docs/decisions/0054). */
export const ChartDrawing = lazy(() => import('./chart-drawing'));
