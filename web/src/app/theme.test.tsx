import {
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
  Loader,
  Modal,
  Notification,
  Transition,
} from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { seriousViolationsIn } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The light scheme's variables as the browser sees them: Mantine's, then the app's on top. */
const lightVariables: Record<string, string> = {
  ...defaultCssVariablesResolver(fullTheme).variables,
  ...defaultCssVariablesResolver(fullTheme).light,
  ...cssVariablesResolver(fullTheme).light,
};

/** A colour as painted: follows var(--…) references down to a palette value. */
function paint(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (!reference) return value;
  const name = reference[1]!;
  const palette = /^--mantine-color-(\w+)-(\d)$/.exec(name);
  if (palette && lightVariables[name] === undefined) {
    return fullTheme.colors[palette[1]!]![Number(palette[2])]!;
  }
  return paint(lightVariables[name]!);
}

function variable(name: string): string {
  return paint(`var(${name})`);
}

const WHITE = '#ffffff';
const { gray } = fullTheme.colors;

describe('the theme', () => {
  it('paints dimmed text at 4.5:1 or more on white and on the greys rows and headers use', () => {
    for (const background of [WHITE, gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(variable('--mantine-color-dimmed'), background!)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it.each(Object.keys(fullTheme.colors))(
    'gives %s text, filled and light shades a 4.5:1 contrast',
    (color) => {
      const text = variable(`--mantine-color-${color}-text`);
      const filled = variable(`--mantine-color-${color}-filled`);
      const lightText = variable(`--mantine-color-${color}-light-color`);
      expect(contrastRatio(text, gray[1]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(WHITE, filled)).toBeGreaterThanOrEqual(4.5);
      for (const shade of ['light', 'light-hover']) {
        const background = variable(`--mantine-color-${color}-${shade}`);
        expect(contrastRatio(lightText, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('paints danger text (red menu items, input errors) at 4.5:1, also on a hovered item', () => {
    const dangerText = variable('--mantine-color-red-6');
    expect(
      contrastRatio(dangerText, variable('--mantine-color-red-light-hover')),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('--mantine-color-error'), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints links at 4.5:1 on a hovered row', () => {
    expect(contrastRatio(variable('--mantine-color-anchor'), gray[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the placeholder a select or file input shows as text at 4.5:1 on white', () => {
    expect(contrastRatio(variable('--mantine-color-placeholder'), WHITE)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('names a toast close button and paints its message under a title in the readable grey', async () => {
    renderWithProviders(
      <Notification title="Customer created successfully" onClose={() => {}}>
        Savitri Bhosale
      </Notification>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Savitri Bhosale')).toHaveStyle({
      color: 'var(--mantine-color-dimmed)',
    });
  });

  it('names a close button in the language in use when it opens, also after a switch', async () => {
    function LaterDialog() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <Modal opened={opened} onClose={() => {}} title="Zuia mkusanyaji">
            <p>Body</p>
          </Modal>
        </>
      );
    }
    renderWithProviders(<LaterDialog />);
    const open = await screen.findByRole('button', { name: 'Open' });
    await act(() => activateLanguage('sw'));
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Zuia mkusanyaji' });
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });

  it('names every dialog close button and keeps the dialog header from being a banner', async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Block collector">
        <p>Body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(await seriousViolationsIn(document.body)).toEqual([]);
  });

  it('gives a named spinner the status role its name needs', async () => {
    const { container } = renderWithProviders(<Loader aria-label="Loading sessions" />);
    expect(screen.getByRole('status', { name: 'Loading sessions' })).toBeInTheDocument();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  describe('for a reader who asks the system for less motion', () => {
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows a dialog, menu or toast without its fade or slide', async () => {
      window.matchMedia = (query: string) => ({
        ...matchMedia(query),
        matches: query === '(prefers-reduced-motion: reduce)',
      });
      const entered = vi.fn();
      function Fade() {
        const [mounted, setMounted] = useState(false);
        return (
          <>
            <button onClick={() => setMounted(true)}>Save</button>
            <Transition mounted={mounted} transition="fade" duration={400} onEntered={entered}>
              {(styles) => <p style={styles}>Saved</p>}
            </Transition>
          </>
        );
      }
      renderWithProviders(<Fade />);
      // The media query is read after the first drawing.
      await act(async () => {});
      act(() => screen.getByRole('button', { name: 'Save' }).click());
      // At once: no frame and no 400 ms wait before the text is fully shown.
      expect(entered).toHaveBeenCalledOnce();
      expect(screen.getByText('Saved')).toBeVisible();
    });
  });
});
