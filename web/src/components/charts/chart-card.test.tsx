import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ChartCard } from './chart-card';

/** An IntersectionObserver whose entries the test sends. */
class ObserverStub {
  static instances: ObserverStub[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ObserverStub.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed element comes within the margin (or leaves it). */
  send(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

const ROWS = [
  { day: '2026-11-26', amount: 4000 },
  { day: '2026-11-27', amount: 4800 },
];

function renderCard(chartHeight?: number) {
  return renderWithProviders(
    <ChartCard
      chartHeight={chartHeight}
      title="Collections"
      fileName="collections"
      emptyText="Nothing yet"
      rows={ROWS}
      columns={[
        { key: 'day', label: 'Day' },
        { key: 'amount', label: 'Amount', numeric: true },
      ]}
      chart={<p>The drawing</p>}
    />,
  );
}

describe('ChartCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ObserverStub.instances = [];
  });

  it('draws its chart only once the reader nears it, and keeps it drawn', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    renderCard();
    expect(await screen.findByRole('tab', { name: 'Chart' })).toBeInTheDocument();
    expect(screen.queryByText('The drawing')).toBeNull();
    // Nothing is loading yet: no spinner turns below the screen.
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
    const observer = ObserverStub.instances.at(-1)!;
    expect(observer.options?.rootMargin).toBe('300px');
    act(() => observer.send(true));
    expect(await screen.findByText('The drawing')).toBeInTheDocument();
    act(() => observer.send(false));
    expect(screen.getByText('The drawing')).toBeInTheDocument();
  });

  it("keeps the place of a drawing of its own height until it is drawn (a map's 360 px)", async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    renderCard(360);
    const panel = await screen.findByRole('tabpanel', { name: 'Chart' });
    expect((panel.firstElementChild as HTMLElement).style.height).toContain('22.5rem');
    renderCard();
    const [, chartPanel] = await screen.findAllByRole('tabpanel', { name: 'Chart' });
    expect((chartPanel!.firstElementChild as HTMLElement).style.height).toContain('15rem');
  });

  it('draws the table only when chosen', async () => {
    renderCard();
    expect(await screen.findByText('The drawing')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
