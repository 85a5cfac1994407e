import {
  createTheme,
  darken,
  luminance,
  type AnchorProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineTheme,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { t } from '@/i18n/i18n';

/** WCAG AA for body text (1.4.3): what axe checks in the browser journeys. */
const TEXT_CONTRAST = 4.5;

/**
 * Mantine's dimmed grey (gray.6, #868e96) reads 3.3:1 on white; this one reads 5.8:1 on white
 * and at least 4.5:1 on the grey and indigo tints that rows, headers and selections sit on.
 */
const DIMMED_TEXT = '#5f666d';

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `color` darkened in small steps until it reads at `TEXT_CONTRAST` on `background`. */
export function readableOn(color: string, background: string): string {
  let readable = color;
  for (let step = 1; step <= 20 && contrastRatio(readable, background) < TEXT_CONTRAST; step++) {
    readable = darken(color, step * 0.05);
  }
  return readable;
}

/**
 * Mantine's light-scheme shades carry text below 4.5:1 for several colours: a teal 'light' badge
 * reads 4.3:1, a yellow one 2.7:1, red or teal text (shade 7) 3.8:1 and 3.1:1, and white on a
 * red filled button 3.8:1. Every colour keeps its hue; only the shades that carry text, or sit
 * behind white text, are darkened until they read at 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    // Select and file inputs show their placeholder as text (gray.5 reads 2.1:1).
    '--mantine-color-placeholder': readableOn(theme.colors.gray[5]!, '#ffffff'),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Coloured text sits on white, on the shell's gray.0 and on hovered or striped rows (gray.1).
    const filled = readableOn(shades[shade]!, theme.colors.gray[1]!);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    // On the light background (shade 1) and on its hover (shade 2).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, shades[2]!);
  }
  // Mantine paints danger text with red's shade 6 (3.3:1): a menu item (also on its shade-2
  // hover) and an input's error. That one shade becomes a readable red.
  const red = theme.colors.red;
  // Links take the primary colour's shade directly, not its filled variable.
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-filled`]!;
  light['--mantine-color-red-6'] = readableOn(red[7]!, red[2]!);
  light['--mantine-color-error'] = light['--mantine-color-red-filled']!;
  return { variables: {}, light, dark: {} };
};

/**
 * A close button's name, in the language in use: read when the button renders (a getter), as the
 * theme is made once, before the catalogs load.
 */
const closeButtonProps = {
  get 'aria-label'() {
    return t('common.close');
  },
};

/** Modal and Drawer: a named close button, and a header that is no banner landmark. */
const dialogDefaults = {
  closeButtonProps,
  attributes: { header: { role: 'none' } },
};

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // A reader who asks the system for less motion gets dialogs, menus, drawers and toasts without
  // their fades and slides (WCAG 2.3.3; Mantine ignores the setting unless told).
  respectReducedMotion: true,
  // Plain objects, not `Modal.extend(…)`: importing the components here would pull Modal,
  // Drawer, Menu and Notification into every page's first load (the 170 kB budget).
  components: {
    // A link inside a sentence must stand out by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } satisfies AnchorProps },
    // A menu holds menu items only (WAI-ARIA): Mantine's focus placeholder is a presentational
    // element with a tabindex, which axe counts as a child a menu may not have. Focus goes to
    // the first item instead, as the menu button pattern describes.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Mantine's close button is an icon with no name; its header is a <header>, which outside a
    // sectioning element is a banner landmark, one more per open dialog.
    Modal: { defaultProps: dialogDefaults satisfies Partial<ModalProps> },
    // A toast's close button too; and its message under a title is Mantine's gray.6 (3.3:1).
    Notification: {
      defaultProps: { closeButtonProps } satisfies NotificationProps,
      styles: (_theme: MantineTheme, props: NotificationProps) => ({
        description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {},
      }),
    },
    Drawer: { defaultProps: dialogDefaults satisfies Partial<DrawerProps> },
    // A spinner's name ('Loading…') needs a role that takes one: on a bare <span> axe refuses
    // aria-label (aria-prohibited-attr); a status is also announced politely.
    Loader: { defaultProps: { role: 'status' } },
  },
});
