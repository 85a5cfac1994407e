import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { LocationInput } from './location-input';
import type { LocationValue } from './location-value';

// Leaflet needs a real layout engine; the map itself is not what these tests are about.
vi.mock('./map-preview', () => ({
  MapPreview: ({ latitude, longitude }: { latitude: number; longitude: number }) => (
    <div role="region" aria-label="Map preview">
      {latitude},{longitude}
    </div>
  ),
}));

const BANGALORE_RESULTS = [
  { address: 'MG Road, Bengaluru, Karnataka', latitude: 12.9756, longitude: 77.6066 },
  { address: 'MG Road, Gurugram, Haryana', latitude: 28.4797, longitude: 77.0802 },
  { address: 'MG Road, Pune, Maharashtra', latitude: 18.5158, longitude: 73.8785 },
  { address: 'MG Road, Kochi, Kerala', latitude: 9.9663, longitude: 76.2873 },
  { address: 'MG Road, Indore, Madhya Pradesh', latitude: 22.7196, longitude: 75.8577 },
  { address: 'MG Road, Agra, Uttar Pradesh', latitude: 27.1767, longitude: 78.0081 },
];

const SAVED_WITH_ADDRESS: LocationValue = {
  address: '12 Residency Road',
  latitude: null,
  longitude: null,
  googleMapsLink: '',
};

function ControlledLocation({
  initial = null,
  onValue,
}: {
  initial?: LocationValue | null;
  onValue?: (value: LocationValue) => void;
}) {
  const [value, setValue] = useState<LocationValue | null>(initial);
  return (
    <LocationInput
      label="Residential Address"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function addressField() {
  return screen.getByRole('textbox', { name: /Residential Address/ });
}

function linkField() {
  return screen.getByRole('textbox', { name: 'Paste Google Maps link' });
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

describe('LocationInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches addresses only from 3 characters, 300 ms after typing, and shows 5 results', async () => {
    // Exact timing: the clock moves only when told.
    vi.useFakeTimers();
    const fetchSpy = mockFetch({
      'GET /api/v1/geocode/search': { body: { results: BANGALORE_RESULTS } },
    });
    renderWithProviders(<ControlledLocation />);

    fireEvent.change(addressField(), { target: { value: 'MG' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(addressField(), { target: { value: 'MG Road' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/v1/geocode/search?q=MG+Road');

    await act(() => vi.advanceTimersByTimeAsync(50));
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('MG Road, Bengaluru, Karnataka');
  });

  it('fills the coordinates from a chosen address and says so', async () => {
    mockFetch({ 'GET /api/v1/geocode/search': { body: { results: BANGALORE_RESULTS } } });
    const onValue = vi.fn();
    renderWithProviders(<ControlledLocation onValue={onValue} />);

    fireEvent.change(addressField(), { target: { value: 'MG Road' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(
      await screen.findByRole('option', { name: 'MG Road, Bengaluru, Karnataka', hidden: true }),
    );

    expect(onValue).toHaveBeenLastCalledWith({
      address: 'MG Road, Bengaluru, Karnataka',
      latitude: 12.9756,
      longitude: 77.6066,
      googleMapsLink: '',
    });
    expect(await screen.findByText('Address selected')).toBeInTheDocument();
    expect(screen.getByText('Location coordinates updated automatically')).toBeInTheDocument();
    expect(screen.getByText('Coordinates: 12.975600, 77.606600')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map preview' })).toBeInTheDocument();
  });

  it('clears the suggestions silently when the search fails', async () => {
    mockFetch({
      'GET /api/v1/geocode/search': {
        status: 502,
        body: { error: { code: 'X', message: 'down' } },
      },
    });
    renderWithProviders(<ControlledLocation />);
    fireEvent.change(addressField(), { target: { value: 'MG Road' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the coordinates from a pasted Maps link and reverse-geocodes an empty address', async () => {
    const fetchSpy = mockFetch({
      'GET /api/v1/geocode/reverse': { body: { address: 'Cubbon Park, Bengaluru' } },
    });
    const onValue = vi.fn();
    renderWithProviders(<ControlledLocation onValue={onValue} />);

    fireEvent.change(linkField(), {
      target: { value: 'https://www.google.com/maps/place/Cubbon+Park/@12.9763,77.5929,17z' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));

    expect(screen.getByText('Coordinates: 12.976300, 77.592900')).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      '/api/v1/geocode/reverse?lat=12.9763&lon=77.5929',
    );
    expect(await screen.findByDisplayValue('Cubbon Park, Bengaluru')).toBe(addressField());
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: 'Cubbon Park, Bengaluru', latitude: 12.9763 }),
    );
  });

  it('keeps a typed address when a link brings coordinates', async () => {
    const fetchSpy = mockFetch({});
    renderWithProviders(
      <ControlledLocation
        initial={{
          address: '12 Residency Road',
          latitude: null,
          longitude: null,
          googleMapsLink: '',
        }}
      />,
    );
    fireEvent.change(linkField(), { target: { value: 'maps.google.com/?q=12.97,77.59' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Coordinates: 12.970000, 77.590000')).toBeInTheDocument();
    expect(addressField()).toHaveValue('12 Residency Road');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('moves the coordinates at once when the link is replaced, before the check runs', async () => {
    mockFetch({});
    const onValue = vi.fn();
    renderWithProviders(<ControlledLocation initial={SAVED_WITH_ADDRESS} onValue={onValue} />);
    fireEvent.change(linkField(), { target: { value: 'maps.google.com/?q=12.97,77.59' } });
    fireEvent.change(linkField(), { target: { value: 'maps.google.com/?q=19.04,72.85' } });

    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ latitude: 19.04, longitude: 72.85 }),
    );
    expect(screen.getByText('Coordinates: 19.040000, 72.850000')).toBeInTheDocument();
  });

  it.each([
    ['cleared', ''],
    ['replaced by a link without coordinates', 'https://maps.app.goo.gl/AbCdEf123'],
    ['made invalid', 'https://example.com/place'],
  ])('drops the coordinates a link brought when the link is %s', async (_, replacement) => {
    mockFetch({});
    const onValue = vi.fn();
    renderWithProviders(<ControlledLocation initial={SAVED_WITH_ADDRESS} onValue={onValue} />);
    fireEvent.change(linkField(), { target: { value: 'maps.google.com/?q=12.97,77.59' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Coordinates: 12.970000, 77.590000')).toBeInTheDocument();

    fireEvent.change(linkField(), { target: { value: replacement } });

    expect(onValue).toHaveBeenLastCalledWith({
      address: '12 Residency Road',
      latitude: null,
      longitude: null,
      googleMapsLink: replacement,
    });
    expect(screen.queryByText(/^Coordinates:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map preview' })).not.toBeInTheDocument();
  });

  it('keeps saved coordinates while a link without any is typed', async () => {
    mockFetch({});
    const onValue = vi.fn();
    renderWithProviders(
      <ControlledLocation
        initial={{ ...SAVED_WITH_ADDRESS, latitude: 12.9716, longitude: 77.5946 }}
        onValue={onValue}
      />,
    );
    fireEvent.change(linkField(), { target: { value: 'https://maps.app.goo.gl/AbCdEf123' } });
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ latitude: 12.9716, longitude: 77.5946 }),
    );
  });

  it('clears the pin and its link with Clear pin, keeping the address', async () => {
    mockFetch({});
    const onValue = vi.fn();
    renderWithProviders(<ControlledLocation initial={SAVED_WITH_ADDRESS} onValue={onValue} />);
    fireEvent.change(linkField(), { target: { value: 'maps.google.com/?q=12.97,77.59' } });
    await act(() => vi.advanceTimersByTimeAsync(300));

    fireEvent.click(screen.getByRole('button', { name: 'Clear pin' }));

    expect(onValue).toHaveBeenLastCalledWith({
      address: '12 Residency Road',
      latitude: null,
      longitude: null,
      googleMapsLink: '',
    });
    expect(linkField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear pin' })).not.toBeInTheDocument();
  });

  it('shows the spec message for a link that is not Google Maps', async () => {
    renderWithProviders(<ControlledLocation />);
    fireEvent.change(linkField(), { target: { value: 'https://example.com/place' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(
      screen.getByText(
        /^Please enter a valid Google Maps link \(.*goo\.gl, or maps\.app\.goo\.gl\)$/,
      ),
    ).toBeInTheDocument();
  });

  it('only logs a failed reverse geocode', async () => {
    mockFetch({
      'GET /api/v1/geocode/reverse': {
        status: 502,
        body: { error: { code: 'X', message: 'down' } },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<ControlledLocation />);
    fireEvent.change(linkField(), {
      target: { value: 'https://www.google.com/maps/@12.9763,77.5929,17z' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(addressField()).toHaveValue('');
    warn.mockRestore();
  });

  it('asks the device with high accuracy, 10 s timeout and 60 s cache, and captures the point', async () => {
    mockFetch({ 'GET /api/v1/geocode/reverse': { body: { address: 'Indiranagar, Bengaluru' } } });
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 12.9719, longitude: 77.6412 } } as GeolocationPosition),
    );
    stubGeolocation(getCurrentPosition);
    renderWithProviders(<ControlledLocation />);

    fireEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
    expect(await screen.findByText('Location captured')).toBeInTheDocument();
    expect(screen.getByText('Coordinates: 12.971900, 77.641200')).toBeInTheDocument();
  });

  it.each([
    [1, 'Location access denied. Please enable location permissions.'],
    [2, 'Location information unavailable.'],
    [3, 'Location request timed out.'],
  ])('shows the spec text for geolocation error %i', async (code, text) => {
    stubGeolocation((_success, failure) =>
      failure?.({ code, message: '' } as GeolocationPositionError),
    );
    renderWithProviders(<ControlledLocation />);
    fireEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Location Error')).toBeInTheDocument();
    expect(within(toast).getByText(text)).toBeInTheDocument();
  });

  it('says so when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderWithProviders(<ControlledLocation />);
    fireEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(await screen.findByText('Geolocation not supported')).toBeInTheDocument();
    expect(screen.getByText("Your browser doesn't support location services.")).toBeInTheDocument();
  });

  it('names the whole group after its label', () => {
    renderWithProviders(<ControlledLocation />);
    const group = screen.getByRole('group', { name: 'Residential Address' });
    expect(within(group).getByRole('button', { name: 'Use current location' })).toBeInTheDocument();
  });
});
