import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EmailInput } from './email-input';

function ControlledEmail({ required }: { required?: boolean }) {
  const [value, setValue] = useState('');
  return <EmailInput value={value} onChange={setValue} required={required} />;
}

function emailField() {
  return screen.getByRole('textbox', { name: 'Email' });
}

function type(text: string) {
  fireEvent.change(emailField(), { target: { value: text } });
}

describe('EmailInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays in the default state until typed, shows a spinner, then validates after 300 ms', () => {
    // Exact timing: the clock moves only when told.
    vi.useFakeTimers();
    renderWithProviders(<ControlledEmail required />);
    expect(emailField()).toHaveAttribute('placeholder', 'Enter email address');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    type('asha@');
    expect(screen.getByLabelText('Checking email')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Please enter a valid email domain')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByLabelText('Checking email')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email domain')).toBeInTheDocument();
  });

  it("shows 'Email looks good!' for a valid address", () => {
    renderWithProviders(<ControlledEmail />);
    type('asha.rao@gmail.com');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Email looks good!')).toBeInTheDocument();
  });

  it('offers the corrected address for a typo and marks it valid when chosen', () => {
    renderWithProviders(<ControlledEmail />);
    type('asha@gmial.com');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Did you mean one of these?')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'asha@gmail.com' }));
    expect(emailField()).toHaveValue('asha@gmail.com');
    expect(screen.getByText('Email looks good!')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean one of these?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'asha@gmail.com' })).not.toBeInTheDocument();
  });

  it('refuses a disposable domain', () => {
    renderWithProviders(<ControlledEmail />);
    type('asha@mailinator.com');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Please use a permanent email address')).toBeInTheDocument();
  });

  it('says nothing for an optional field left empty, and requires a required one', () => {
    const { unmount } = renderWithProviders(<ControlledEmail />);
    fireEvent.blur(emailField());
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ControlledEmail required />);
    fireEvent.blur(emailField());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});
