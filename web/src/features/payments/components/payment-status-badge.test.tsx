import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '@/testing/render';
import { DeviceTimingBadges } from './payment-status-badge';

const renderBadges = (payment: Parameters<typeof DeviceTimingBadges>[0]['payment']) =>
  render(
    <UiProviders>
      <DeviceTimingBadges payment={payment} />
    </UiProviders>,
  );

describe('DeviceTimingBadges', () => {
  it('flags a collection synced late and one whose phone clock was a day off', () => {
    renderBadges({
      synced_late: true,
      device_time: '2026-11-27T04:30:00.000Z',
      device_clock_offset_seconds: -86_400,
    });
    expect(screen.getByText('Synced late')).toBeInTheDocument();
    expect(screen.getByText('Device clock off')).toBeInTheDocument();
  });

  it('shows nothing for a payment taken at the branch or synced in time with a right clock', () => {
    renderBadges({
      synced_late: false,
      device_time: '2026-11-27T04:30:00.000Z',
      device_clock_offset_seconds: 12,
    });
    renderBadges({ synced_late: false, device_time: null, device_clock_offset_seconds: null });
    expect(screen.queryByText('Synced late')).not.toBeInTheDocument();
    expect(screen.queryByText('Device clock off')).not.toBeInTheDocument();
  });
});
