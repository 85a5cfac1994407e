import { addDays } from '@lendline/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { organizationToday } from '@/lib/organization-today';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildVisit, LOAN_ID, TARGET } from '../testing/field-work-fixtures';
import { RecordVisitDialog } from './record-visit-dialog';

const PATH = `POST /api/v1/loans/${LOAN_ID}/visits`;
const RECORDED: MockResponse = {
  status: 201,
  body: { message: 'Visit recorded', visit: buildVisit() },
};

function renderDialog({ answer = RECORDED, canTakePayment = true } = {}) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [PATH]: ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  renderWithProviders(
    <RecordVisitDialog target={TARGET} canTakePayment={canTakePayment} onClose={() => {}} />,
  );
  return { sent, spy };
}

const submitButton = () => screen.getByRole('button', { name: 'Record Visit' });
const keyOf = (spy: ReturnType<typeof mockFetch>, call: number) =>
  (spy.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];

async function chooseOutcome(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: /Outcome/ }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

async function offeredOutcomes(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('combobox', { name: /Outcome/ }));
  const options = await screen.findAllByRole('option', { hidden: true });
  return options.map((option) => option.textContent ?? '');
}

function stubGeolocation(coords: Partial<GeolocationCoordinates>) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
    success({ coords } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('RecordVisitDialog', { timeout: 20_000 }, () => {
  it('offers the seven outcomes to who may take a payment, and no paying ones otherwise', async () => {
    renderDialog();
    expect(await offeredOutcomes()).toEqual([
      'Paid',
      'Partly Paid',
      'Promised to Pay',
      'Not Home',
      'Refused to Pay',
      'Moved Away',
      'Other',
    ]);
  });

  it('offers no paid or partial outcome without payments:create', async () => {
    renderDialog({ canTakePayment: false });
    expect(await offeredOutcomes()).toEqual([
      'Promised to Pay',
      'Not Home',
      'Refused to Pay',
      'Moved Away',
      'Other',
    ]);
  });

  it('asks for an outcome before sending anything', async () => {
    const { sent } = renderDialog();
    await screen.findByRole('dialog', { name: /LN-2026-0001/ });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please select an outcome')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("records a 'not home' visit without a position and with an Idempotency-Key, then says so", async () => {
    const { sent, spy } = renderDialog();
    await chooseOutcome('Not Home');
    expect(screen.queryByRole('textbox', { name: /Amount Collected/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Visit Note' }), 'Shop shut');
    await userEvent.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ outcome: 'not_home', note: 'Shop shut' });
    expect(keyOf(spy, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Visit recorded')).toBeInTheDocument();
  });

  it('requires the amount of a paid or partial visit, capped at what the loan still lacks', async () => {
    const { sent } = renderDialog();
    await chooseOutcome('Partly Paid');
    const amount = screen.getByRole('textbox', { name: /Amount Collected/ });
    expect(screen.getByText('At most ₹6,300.00')).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter the amount collected at this visit')).toBeInTheDocument();

    await userEvent.type(amount, '6300.01');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('The amount is more than the ₹6,300.00 that can still be collected'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the amount and method of a partial visit (no card: Record Payment takes none)', async () => {
    const { sent } = renderDialog();
    await chooseOutcome('Partly Paid');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount Collected/ }), '150');
    await userEvent.click(screen.getByRole('combobox', { name: /Payment Method/ }));
    expect(screen.queryByRole('option', { name: 'Card', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'UPI', hidden: true }));
    await userEvent.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ outcome: 'partial', amount: 150, payment_method: 'upi' });
  });

  it("requires a promise for a 'promised' visit, for tomorrow by default", async () => {
    const { sent } = renderDialog();
    await chooseOutcome('Promised to Pay');
    const promise = screen.getByRole('group', { name: 'Promise to Pay' });
    expect(within(promise).getByLabelText(/Promised Date/)).toHaveValue(
      addDays(organizationToday(), 1),
    );
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter the promised amount')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(promise).getByRole('textbox', { name: /Promised Amount/ }), '500');
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      outcome: 'promised',
      promised_amount: 500,
      promised_date: addDays(organizationToday(), 1),
    });
  });

  it('takes a promise with any outcome, only from today to 30 days ahead', async () => {
    const { sent } = renderDialog();
    await chooseOutcome('Refused to Pay');
    expect(screen.queryByRole('group', { name: 'Promise to Pay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'The customer promised to pay' }));
    const promise = screen.getByRole('group', { name: 'Promise to Pay' });
    await userEvent.type(within(promise).getByRole('textbox', { name: /Promised Amount/ }), '200');
    const date = within(promise).getByLabelText(/Promised Date/);
    fireEvent.change(date, { target: { value: addDays(organizationToday(), 31) } });
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Choose a date from today to 30 days ahead'),
    ).toBeInTheDocument();

    fireEvent.change(date, { target: { value: addDays(organizationToday(), 30) } });
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      outcome: 'refused',
      promised_amount: 200,
      promised_date: addDays(organizationToday(), 30),
    });
  });

  it('caps the promise at what the payment taken at the visit leaves', async () => {
    const { sent } = renderDialog();
    await chooseOutcome('Partly Paid');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount Collected/ }), '6000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'The customer promised to pay' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Promised Amount/ }), '300.01');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('The promise is more than the ₹300.00 still owed'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks the device for its position only when told, shows the accuracy and sends it', async () => {
    const getCurrentPosition = stubGeolocation({
      latitude: 18.5204,
      longitude: 73.8567,
      accuracy: 12,
    });
    const { sent } = renderDialog();
    await chooseOutcome('Not Home');
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Location captured, accurate to within 12 m'),
    ).toBeInTheDocument();
    await userEvent.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      outcome: 'not_home',
      latitude: 18.5204,
      longitude: 73.8567,
      accuracy: 12,
    });
  });

  it('drops the position when removed, and keeps none too imprecise for the server', async () => {
    stubGeolocation({ latitude: 18.5204, longitude: 73.8567, accuracy: 150_000 });
    const { sent } = renderDialog();
    await chooseOutcome('Other');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'Your location is too imprecise to keep (within 150 km). Try again in the open.',
      ),
    ).toBeInTheDocument();

    stubGeolocation({ latitude: 18.5204, longitude: 73.8567, accuracy: 40 });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText('Location captured, accurate to within 40 m');
    await userEvent.click(screen.getByRole('button', { name: 'Remove location' }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ outcome: 'other' });
  });

  it('says clearly, with the distance, when the visit was recorded far from the customer', async () => {
    stubGeolocation({ latitude: 18.54, longitude: 73.8567, accuracy: 20 });
    renderDialog({
      answer: {
        status: 201,
        body: {
          message: 'Visit recorded',
          visit: buildVisit({ distance_metres: 2437, is_far: true, accuracy_metres: 20 }),
        },
      },
    });
    await chooseOutcome('Not Home');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await userEvent.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Visit recorded')).toBeInTheDocument();
    expect(
      within(toast).getByText(
        "This visit was recorded 2.4 km from the customer's recorded location. Check that the right customer was visited.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal and resends with the same key", async () => {
    const { spy } = renderDialog({
      answer: {
        status: 422,
        body: {
          error: {
            code: 'BUSINESS_RULE',
            message: 'Visits can only be recorded on an active or overdue loan',
          },
        },
      },
    });
    await chooseOutcome('Moved Away');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Visits can only be recorded on an active or overdue loan'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to record the visit')).toBeInTheDocument();

    await userEvent.click(submitButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).toBe(keyOf(spy, 0));
  });

  it('uses a new Idempotency-Key for each opening', async () => {
    const spy = mockFetch({ [PATH]: RECORDED });
    function Reopening() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <RecordVisitDialog
            target={opened ? TARGET : null}
            canTakePayment
            onClose={() => setOpened(false)}
          />
        </>
      );
    }
    renderWithProviders(<Reopening />);
    await chooseOutcome('Not Home');
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await chooseOutcome('Not Home');
    await userEvent.click(submitButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).not.toBe(keyOf(spy, 0));
  });

  it('has no serious accessibility violations, with every part shown', async () => {
    stubGeolocation({ latitude: 18.5204, longitude: 73.8567, accuracy: 12 });
    renderDialog();
    await chooseOutcome('Partly Paid');
    await userEvent.click(screen.getByRole('checkbox', { name: 'The customer promised to pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText('Location captured, accurate to within 12 m');
    expect(await seriousViolationsIn(screen.getByRole('dialog'))).toEqual([]);
  });
});
