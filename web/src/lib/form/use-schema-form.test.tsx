import { Button, PasswordInput, TextInput } from '@mantine/core';
import { SignUpRequestSchema } from '@lendline/core';
import type { SignUpRequest } from '@lendline/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { activateLanguage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/testing/render';
import { useSchemaForm } from './use-schema-form';
import type { SchemaFormOptions } from './use-schema-form';

type SignUpValues = { first_name: string; last_name: string; email: string; password: string };
const EMPTY: SignUpValues = { first_name: '', last_name: '', email: '', password: '' };
const FILLED: SignUpValues = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'Asha@Example.com',
  password: 'Str0ng-pass',
};

interface HarnessProps {
  send: (request: SignUpRequest) => unknown;
  onError?: (error: unknown) => void;
  initialValues?: SignUpValues;
  options?: Partial<SchemaFormOptions<SignUpValues, SignUpRequest>>;
}

/** The sign-up schema's fields, deliberately rendered in another order than the schema's keys. */
function Harness({ send, onError = () => {}, initialValues = EMPTY, options }: HarnessProps) {
  const form = useSchemaForm({ initialValues, schema: SignUpRequestSchema, ...options });
  return (
    <form onSubmit={form.handleSubmit(send, { onError })} noValidate>
      <TextInput label="Last name" {...form.getInputProps('last_name')} />
      <TextInput label="First name" {...form.getInputProps('first_name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useSchemaForm', () => {
  // jsdom has no layout and no scrollIntoView: define one that records which element it was on.
  const scrolled: Element[] = [];
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
  beforeEach(() => {
    scrolled.length = 0;
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: vi.fn(function (this: Element) {
        scrolled.push(this);
      }),
    });
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', original);
  });

  it("puts the core schema's messages on their fields and sends nothing", async () => {
    const send = vi.fn();
    renderWithProviders(<Harness send={send} initialValues={{ ...FILLED, email: 'nope' }} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    await submit();

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the schema's messages in the active language, with the bounds the schema names", async () => {
    await act(() => activateLanguage('hi'));
    try {
      renderWithProviders(
        <Harness
          send={vi.fn()}
          initialValues={{ ...FILLED, email: 'nope', first_name: 'a'.repeat(256) }}
        />,
      );
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
      await submit();

      expect(await screen.findByText('ईमेल का फ़ॉर्मेट सही नहीं है')).toBeInTheDocument();
      expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();
      expect(screen.getByText('यह 255 अक्षरों की सीमा से ज़्यादा है')).toBeInTheDocument();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('scrolls to and focuses the first field in error in the order of the form', async () => {
    renderWithProviders(<Harness send={vi.fn()} />);
    await submit();

    // The schema lists email first; the form shows last name first.
    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(scrolled).toEqual([lastName]);
  });

  it("sends the schema's output, not the raw values", async () => {
    const send = vi.fn();
    renderWithProviders(<Harness send={send} initialValues={FILLED} />);
    await submit();

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ ...FILLED, email: 'asha@example.com' });
  });

  it("puts a 400's details.fieldErrors on the same fields and scrolls to the first", async () => {
    const onError = vi.fn();
    const send = () =>
      Promise.reject(
        new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', {
          fieldErrors: { email: ['Email is taken here'], first_name: ['Too famous'] },
        }),
      );
    renderWithProviders(<Harness send={send} onError={onError} initialValues={FILLED} />);
    await submit();

    expect(await screen.findByText('Email is taken here')).toBeInTheDocument();
    expect(screen.getByText('Too famous')).toBeInTheDocument();
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(scrolled).toEqual([firstName]);
    expect(onError).not.toHaveBeenCalled();
  });

  it("puts a refused field (403 details.field) on that field with the server's message", async () => {
    const onError = vi.fn();
    const send = () =>
      Promise.reject(
        new ApiError(403, 'FORBIDDEN', 'You may not choose this name', { field: 'last_name' }),
      );
    renderWithProviders(<Harness send={send} onError={onError} initialValues={FILLED} />);
    await submit();

    expect(await screen.findByText('You may not choose this name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands any other failure back for the toast', async () => {
    const failure = new ApiError(500, 'INTERNAL', 'Database down');
    const onError = vi.fn();
    renderWithProviders(
      <Harness send={() => Promise.reject(failure)} onError={onError} initialValues={FILLED} />,
    );
    await submit();

    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('hands back a field error the form has no field for', async () => {
    const failure = new ApiError(400, 'VALIDATION_FAILED', 'Bad token', {
      fieldErrors: { token: ['Bad token'] },
    });
    const onError = vi.fn();
    renderWithProviders(
      <Harness send={() => Promise.reject(failure)} onError={onError} initialValues={FILLED} />,
    );
    await submit();

    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });

  it('maps request fields onto differently named form fields, both ways', async () => {
    type Values = { given: string; family: string };
    function Renamed({ send }: { send: () => unknown }) {
      const form = useSchemaForm({
        initialValues: { given: ' ', family: 'Rao' } as Values,
        schema: SignUpRequestSchema,
        toRequest: (values: Values) => ({
          ...FILLED,
          first_name: values.given,
          last_name: values.family,
        }),
        fieldOf: (name): keyof Values | undefined =>
          name === 'first_name' ? 'given' : name === 'last_name' ? 'family' : undefined,
      });
      return (
        <form onSubmit={form.handleSubmit(send, { onError: () => {} })}>
          <TextInput label="Given name" {...form.getInputProps('given')} />
          <TextInput label="Family name" {...form.getInputProps('family')} />
          <Button type="submit">Send</Button>
        </form>
      );
    }
    const failure = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', {
      fieldErrors: { last_name: ['Not on the register'] },
    });
    renderWithProviders(<Renamed send={() => Promise.reject(failure)} />);

    await submit();
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Given name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Given name'), { target: { value: 'Asha' } });
    await submit();
    expect(await screen.findByText('Not on the register')).toBeInTheDocument();
    expect(screen.getByLabelText('Family name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("lets the form's own checks and wording win over the schema's", async () => {
    renderWithProviders(
      <Harness
        send={vi.fn()}
        options={{
          check: (values) => ({
            first_name: values.first_name === '' ? 'First name is required' : undefined,
          }),
          messages: { last_name: 'Please enter a last name' },
        }}
      />,
    );
    await submit();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a last name')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("clears a field's error once it changes", async () => {
    renderWithProviders(<Harness send={vi.fn()} />);
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a' } });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
