import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { UiProviders } from '@/testing/render';
import { StatCard } from './stat-card';

function renderCard(props: Partial<Parameters<typeof StatCard>[0]> = {}) {
  return render(
    <UiProviders>
      <StatCard
        label="Total Collection"
        value={undefined}
        loadingLabel="Loading Total Collection"
        {...props}
      />
    </UiProviders>,
  );
}

describe('a summary card', () => {
  it('keeps the figure and detail lines while loading, and says what is loading', async () => {
    const { container } = renderCard({ withDetail: true });
    const card = screen.getByRole('group', { name: 'Total Collection' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading Total Collection')).toBeInTheDocument();
    // The figure's line and the detail's line are both drawn, each holding a placeholder.
    expect(card.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(2);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('shows the figure and its detail once loaded, and a dash when it could not be read', () => {
    const { unmount } = renderCard({ value: '₹4,300.00', detail: '9 payments', withDetail: true });
    const card = screen.getByRole('group', { name: 'Total Collection' });
    expect(card).not.toHaveAttribute('aria-busy');
    expect(card).toHaveTextContent('Total Collection₹4,300.009 payments');
    unmount();
    renderCard({ failed: true });
    expect(screen.getByRole('group', { name: 'Total Collection' })).toHaveTextContent(
      'Total Collection—',
    );
    expect(screen.queryByText('Loading Total Collection')).toBeNull();
  });
});
