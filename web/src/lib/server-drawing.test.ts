import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_COOKIE } from '@lendline/core';
import { drawingOf, rememberLayout } from './server-drawing';

describe('the layout the server draws', () => {
  it('is the one the browser remembered', () => {
    expect(drawingOf('phone', undefined)).toEqual({
      phone: true,
      columns: 1,
      sidebarCollapsed: false,
    });
    expect(drawingOf('columns2', '?1')).toEqual({
      phone: false,
      columns: 2,
      sidebarCollapsed: false,
    });
    expect(drawingOf('columns3-collapsed', undefined)).toEqual({
      phone: false,
      columns: 3,
      sidebarCollapsed: true,
    });
  });

  it("is a phone's by its hint, else a 1,366 px laptop's, when the cookie says nothing usable", () => {
    expect(drawingOf(undefined, '?1')).toEqual({
      phone: true,
      columns: 1,
      sidebarCollapsed: false,
    });
    expect(drawingOf(undefined, '?0')).toEqual({
      phone: false,
      columns: 1,
      sidebarCollapsed: false,
    });
    expect(drawingOf('columns9"><script>', undefined)).toEqual({
      phone: false,
      columns: 1,
      sidebarCollapsed: false,
    });
  });
});

describe('the layout the browser remembers', () => {
  const matching = (widthPx: number) => (query: string) => {
    const limit = Number(/max-width: ([\d.]+)em/.exec(query)![1]) * 16;
    return { matches: widthPx <= limit } as MediaQueryList;
  };
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    document.cookie = `${LAYOUT_COOKIE}=; max-age=0; path=/`;
  });

  it.each([
    [390, false, 'phone'],
    [1366, false, 'columns1'],
    [1500, true, 'columns2-collapsed'],
    [1920, false, 'columns3'],
  ])('at %i px (sidebar collapsed: %s) is %s', (width, collapsed, value) => {
    window.matchMedia = matching(width);
    rememberLayout(collapsed);
    expect(document.cookie).toContain(`${LAYOUT_COOKIE}=${value}`);
    expect(drawingOf(value, undefined).phone).toBe(width < 768);
  });
});
