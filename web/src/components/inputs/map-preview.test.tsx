import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MapPreview } from './map-preview';

describe('MapPreview', () => {
  it('shows the OpenStreetMap attribution and a marker at the point', () => {
    renderWithProviders(<MapPreview latitude={12.9716} longitude={77.5946} height={180} />);
    const map = screen.getByRole('region', { name: 'Map preview' });
    expect(map).toHaveTextContent('© OpenStreetMap contributors');
    expect(screen.getByAltText('Location 12.9716, 77.5946')).toBeInTheDocument();
  });
});
