import { describe, expect, it } from 'vitest';
import {
  auditMantineStyles,
  layerOrderProblem,
  mantineClassIndex,
  type BuiltApp,
  type ManifestChunk,
} from './mantine-styles-audit';
import { mantineStylesheetOrder } from './mantine-component-styles';

// Button's root and UnstyledButton's root, as Mantine names them.
const BUTTON = 'm_77c9d27d';
const UNSTYLED_BUTTON = 'm_87cf2631';
const TOUR = 'm_70a1b2c3';
const INDEX = new Map([
  [BUTTON, 'Button'],
  [UNSTYLED_BUTTON, 'UnstyledButton'],
  [TOUR, 'Tour'],
]);

function builtApp(
  manifest: Record<string, ManifestChunk>,
  files: Record<string, string>,
): BuiltApp {
  return { manifest, read: (file) => files[file] ?? '' };
}

const entry: ManifestChunk = {
  file: 'assets/index.js',
  isEntry: true,
  css: ['assets/index.css'],
  dynamicImports: ['src/app/routes/customers.tsx'],
};

describe('the Mantine styles audit', () => {
  it('passes a build whose pages load the stylesheets of the components they use', () => {
    const app = builtApp(
      {
        'index.html': entry,
        'src/app/routes/customers.tsx': { file: 'assets/customers.js', css: ['assets/c.css'] },
      },
      {
        'assets/index.js': `const classes = { root: "${UNSTYLED_BUTTON}" };`,
        'assets/index.css': `.${UNSTYLED_BUTTON} { padding: 0 }`,
        'assets/customers.js': `const classes = { root: "${BUTTON}" };`,
        'assets/c.css': `.${BUTTON} { padding: 1rem }`,
      },
    );
    expect(auditMantineStyles(app, INDEX)).toEqual([]);
  });

  it('reports a page that uses a component whose stylesheet does not load with it', () => {
    const app = builtApp(
      {
        'index.html': entry,
        'src/app/routes/customers.tsx': { file: 'assets/customers.js' },
      },
      {
        'assets/index.js': '',
        'assets/customers.js': `const classes = { root: "${BUTTON}" };`,
        // Another page's CSS holding Button's rules does not help this one.
        'assets/other.css': `.${BUTTON} { padding: 1rem }`,
      },
    );
    expect(auditMantineStyles(app, INDEX)).toEqual([
      `src/app/routes/customers.tsx uses Mantine's Button without its stylesheet (${BUTTON})`,
    ]);
  });

  it("reports a stylesheet no code uses, as when Mantine's whole styles.css comes back", () => {
    const app = builtApp(
      { 'index.html': { ...entry, dynamicImports: [] } },
      {
        'assets/index.js': `const classes = { root: "${BUTTON}" };`,
        'assets/index.css': `.${BUTTON} { padding: 1rem } .${TOUR} { display: none }`,
      },
    );
    expect(auditMantineStyles(app, INDEX)).toEqual([
      "the build ships Mantine's Tour stylesheet, which no code uses",
    ]);
  });

  it("knows Mantine's own class names and the order of its stylesheets", () => {
    const index = mantineClassIndex();
    expect(index.get(BUTTON)).toBe('Button');
    expect(index.get(UNSTYLED_BUTTON)).toBe('UnstyledButton');
    const order = mantineStylesheetOrder();
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
    expect(order.indexOf('Input')).toBeLessThan(order.indexOf('PasswordInput'));
  });

  it("requires index.html to declare Mantine's layer order before any stylesheet", () => {
    const order = '<style>@layer mantine.baseline, mantine.Button;</style>';
    const link = '<link rel="stylesheet" href="/assets/shared.css">';
    expect(layerOrderProblem(`<head>${order}${link}</head>`)).toBeNull();
    expect(layerOrderProblem(`<head>${link}${order}</head>`)).toMatch(/before it declares/);
    expect(layerOrderProblem(`<head>${link}</head>`)).toMatch(/does not declare/);
  });
});
