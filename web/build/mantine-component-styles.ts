import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Imported by main.tsx: Mantine's complete stylesheets during development, nothing in a build. */
export const DEVELOPMENT_STYLES_MODULE = 'virtual:mantine-development-styles.css';
const RESOLVED_DEVELOPMENT_STYLES = `\0${DEVELOPMENT_STYLES_MODULE}`;

// Each Mantine component keeps its class names in `<Name>.module.mjs`; its rules ship as
// `styles/<Name>.css` (core) or one `styles.css` (notifications, charts: docs/decisions/0054).
const CORE_CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const NOTIFICATIONS_CLASS_MAP = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]\w+\.module\.mjs$/;
const CORE_STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;
const NOTIFICATIONS_STYLESHEET = /[\\/]@mantine[\\/]notifications[\\/]styles\.css$/;
const NOTIFICATIONS = 'notifications';
// esm/grid-chart.module.mjs serves BarChart, LineChart and AreaChart.
const CHARTS_CLASS_MAP = /[\\/]@mantine[\\/]charts[\\/]esm[\\/](?:.*[\\/])?[\w-]+\.module\.mjs$/;
const CHARTS_STYLESHEET = /[\\/]@mantine[\\/]charts[\\/]styles\.css$/;
const CHARTS = 'charts';

const require = createRequire(import.meta.url);

export function mantineCoreFolder(): string {
  return dirname(require.resolve('@mantine/core/styles.css'));
}

/**
 * Mantine's stylesheet names in the order its complete styles.css concatenates them (a
 * component after the ones it builds on, so Button's padding beats UnstyledButton's reset).
 */
export function mantineStylesheetOrder(coreFolder = mantineCoreFolder()): string[] {
  const whole = readFileSync(join(coreFolder, 'styles.css'), 'utf8');
  const names = readdirSync(join(coreFolder, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const positions = new Map<string, number>();
  for (const name of names) {
    const start = readFileSync(join(coreFolder, 'styles', `${name}.css`), 'utf8')
      .trim()
      .slice(0, 300);
    const position = whole.indexOf(start);
    if (position === -1) throw new Error(`styles/${name}.css is not part of Mantine's styles.css`);
    positions.set(name, position);
  }
  return names.sort((a, b) => positions.get(a)! - positions.get(b)!);
}

const layerOf = (name: string) => `mantine.${name}`;
const wrapInLayer = (name: string, css: string) => `@layer ${layerOf(name)} {\n${css}\n}\n`;

/**
 * Only the CSS of the Mantine components a chunk uses travels with that chunk: each component's
 * class-name module imports its stylesheet, so a route's chunk brings the styles of exactly the
 * components in it. Chunks load in any order, so every stylesheet is wrapped in its own layer
 * (`mantine.Button`), and index.html declares their order, as in Mantine's styles.css, before
 * any stylesheet (the first stylesheet naming a layer would otherwise fix its place). The app's
 * own CSS is unlayered and so overrides Mantine's, as before.
 *
 * During development Vite pre-bundles Mantine past this plugin, so main.tsx gets the complete
 * stylesheets through DEVELOPMENT_STYLES_MODULE instead.
 */
export function mantineComponentStyles(): Plugin {
  let building = false;
  return {
    name: 'lendline:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transformIndexHtml: {
      // Before Vite adds the stylesheet links at the end of <head>.
      order: 'pre',
      handler(html) {
        const order = [...mantineStylesheetOrder(), NOTIFICATIONS, CHARTS].map(layerOf).join(', ');
        if (!html.includes('</title>')) throw new Error('index.html has no <title>');
        return html.replace('</title>', `</title>\n    <style>@layer ${order};</style>`);
      },
    },
    resolveId(id) {
      return id === DEVELOPMENT_STYLES_MODULE ? RESOLVED_DEVELOPMENT_STYLES : undefined;
    },
    load(id) {
      if (id !== RESOLVED_DEVELOPMENT_STYLES) return undefined;
      return building
        ? ''
        : "@import '@mantine/core/styles.layer.css';\n" +
            "@import '@mantine/notifications/styles.layer.css';\n" +
            "@import '@mantine/charts/styles.layer.css';\n";
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      const classMap = CORE_CLASS_MAP.exec(file);
      if (building && classMap) {
        return { code: `${code}\nimport '@mantine/core/styles/${classMap[1]}.css';\n`, map: null };
      }
      if (building && NOTIFICATIONS_CLASS_MAP.test(file)) {
        return { code: `${code}\nimport '@mantine/notifications/styles.css';\n`, map: null };
      }
      if (building && CHARTS_CLASS_MAP.test(file)) {
        return { code: `${code}\nimport '@mantine/charts/styles.css';\n`, map: null };
      }
      const stylesheet = CORE_STYLESHEET.exec(file);
      if (stylesheet) return { code: wrapInLayer(stylesheet[1]!, code), map: null };
      if (NOTIFICATIONS_STYLESHEET.test(file)) {
        return { code: wrapInLayer(NOTIFICATIONS, code), map: null };
      }
      if (CHARTS_STYLESHEET.test(file)) return { code: wrapInLayer(CHARTS, code), map: null };
      return undefined;
    },
  };
}
