import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { renderWithProviders } from '@/testing/render';
import { EmailInput } from './email-input';
import { LocationInput } from './location-input';
import { EMPTY_LOCATION } from './location-value';
import { PhoneInput } from './phone-input';

// Leaflet needs a real layout engine; no coordinates are set here anyway.
vi.mock('./map-preview', () => ({ MapPreview: () => null }));

function CustomInputsForm({ send }: { send: (values: unknown) => unknown }) {
  const form = useSchemaForm({
    initialValues: { email: '', phone: '', home: EMPTY_LOCATION },
    check: ({ phone }) => ({ phone: phone === '' ? 'Phone number is required' : undefined }),
  });
  return (
    <form onSubmit={form.handleSubmit(send, { onError: () => {} })} noValidate>
      <PhoneInput required defaultCountry="IN" {...form.getFieldProps('phone')} />
      <EmailInput {...form.getFieldProps('email')} />
      <LocationInput label="Residential Location" {...form.getFieldProps('home')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('the custom inputs in a useSchemaForm form', () => {
  it('take their value, changes and errors from the form', async () => {
    const send = vi.fn();
    renderWithProviders(<CustomInputsForm send={send} />);
    const phone = screen.getByRole('textbox', { name: /Phone Number/ });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());

    fireEvent.change(phone, { target: { value: '98765 43210' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Residential Location/ }), {
      target: { value: 'MG Road, Pune' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toEqual({
      phone: '+919876543210',
      email: 'asha@example.com',
      home: { ...EMPTY_LOCATION, address: 'MG Road, Pune' },
    });
  });

  it("show the server's field errors and focus the first in the form's order", async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', {
      fieldErrors: { home: ['Address not found'], email: ['Email bounced'] },
    });
    renderWithProviders(<CustomInputsForm send={() => Promise.reject(refusal)} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), {
      target: { value: '98765 43210' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email bounced')).toBeInTheDocument();
    expect(screen.getByText('Address not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus());
  });
});
