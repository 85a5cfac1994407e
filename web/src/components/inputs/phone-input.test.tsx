import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PhoneInput } from './phone-input';
import type { PhoneInputProps } from './phone-input';

function ControlledPhone(props: Partial<PhoneInputProps> & { onValue?: (value: string) => void }) {
  const { onValue, value: initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function numberField() {
  return screen.getByRole('textbox', { name: /Phone Number/ });
}

function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

async function openCountries() {
  fireEvent.click(screen.getByRole('button', { name: /^Country:/ }));
  // By placeholder: a role query would weigh all ~245 options first.
  return screen.findByPlaceholderText('Search countries...');
}

describe('PhoneInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays in the default state until typed, then validates 300 ms after the change', () => {
    // Exact timing: the clock moves only when told.
    vi.useFakeTimers();
    renderWithProviders(<ControlledPhone required />);
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();

    type(numberField(), '12');
    expect(numberField()).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(numberField()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });

  it('shows the required message when left empty', () => {
    renderWithProviders(<ControlledPhone required />);
    fireEvent.blur(numberField());
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('formats a US number as (xxx) xxx-xxxx and emits it in international format', () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledPhone onValue={onValue} />);
    type(numberField(), '201-555-0123 ext');
    expect(numberField()).toHaveValue('(201) 555-0123');
    expect(onValue).toHaveBeenLastCalledWith('+12015550123');
  });

  it('validates an Indian number as valid and emits +91 with the digits', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledPhone onValue={onValue} />);
    const search = await openCountries();
    fireEvent.change(search, { target: { value: 'india' } });
    fireEvent.click(await screen.findByRole('option', { name: /^India/, hidden: true }));
    expect(screen.getByRole('button', { name: 'Country: India +91' })).toBeInTheDocument();

    type(numberField(), '98765 43210');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Phone number is valid')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('+919876543210');
  });

  it('re-emits the number with the new calling code when the country changes', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ControlledPhone onValue={onValue} />);
    type(numberField(), '9876543210');
    const search = await openCountries();
    fireEvent.change(search, { target: { value: 'United Kingdom' } });
    fireEvent.click(await screen.findByRole('option', { name: /United Kingdom/, hidden: true }));
    expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/^\+44/));
  });

  it('parses an existing international value back into its country and digits', () => {
    renderWithProviders(<ControlledPhone value="+919876543210" />);
    expect(screen.getByRole('button', { name: 'Country: India +91' })).toBeInTheDocument();
    expect(numberField()).toHaveValue('987 654 3210');
  });

  it('starts in the organization default country', () => {
    renderWithProviders(<ControlledPhone defaultCountry="KE" />);
    expect(screen.getByRole('button', { name: 'Country: Kenya +254' })).toBeInTheDocument();
  });

  it('lists the 12 popular countries first, tagged Popular, then the rest alphabetically', async () => {
    renderWithProviders(<ControlledPhone />);
    await openCountries();
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.length).toBeGreaterThan(200);
    const popular = options.slice(0, 12);
    for (const option of popular) expect(within(option).getByText('Popular')).toBeInTheDocument();
    expect(popular[0]).toHaveTextContent('United States');
    expect(popular[1]).toHaveTextContent('India');
    expect(within(options[12]!).queryByText('Popular')).not.toBeInTheDocument();
    // The option reads flag, name, calling code; the name is its first text.
    const restNames = options
      .slice(12, 40)
      .map((option) => option.querySelector('p')?.textContent ?? '');
    expect(restNames[0]).toBe('Afghanistan');
    expect(restNames).toEqual([...restNames].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("shows 'No countries found' when the search matches nothing", async () => {
    renderWithProviders(<ControlledPhone />);
    const search = await openCountries();
    expect(search).toHaveAccessibleName('Search countries...');
    fireEvent.change(search, { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No countries found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('shows an error from outside instead of its own messages', () => {
    renderWithProviders(<ControlledPhone error="Phone number already in use" />);
    expect(screen.getByText('Phone number already in use')).toBeInTheDocument();
  });

  it('returns to the default state when the value is replaced from outside', () => {
    function ResettablePhone() {
      const [value, setValue] = useState('');
      return (
        <>
          <PhoneInput value={value} onChange={setValue} required />
          <button type="button" onClick={() => setValue('+919876543210')}>
            Load saved
          </button>
        </>
      );
    }
    renderWithProviders(<ResettablePhone />);
    type(numberField(), '12');
    fireEvent.blur(numberField());
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load saved' }));
    expect(numberField()).toHaveValue('987 654 3210');
    expect(screen.getByRole('button', { name: 'Country: India +91' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
  });
});
