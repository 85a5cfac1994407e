import { z } from 'zod';
import { parseMapArea } from '../rules/map-area.ts';
import type { MapArea } from '../rules/map-area.ts';

/** GET /loans?bbox=west,south,east,north: the text checked and read into a MapArea. */
export const MapAreaSchema = z.string().transform((text, context): MapArea => {
  const result = parseMapArea(text);
  if (result.ok) return result.area;
  context.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});
