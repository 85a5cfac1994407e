import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildLoan, buildTerms, CUSTOMER_ID } from '../testing/loan-fixtures';
import { LoanApplicationDialog } from './loan-application-dialog';

configure({ asyncUtilTimeout: 3_000 });

const SUBMITTED = 'Loan application for Priya Sharma has been submitted for approval.';

function renderDialog(answer: MockResponse, terms = buildTerms()) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    'GET /api/v1/loans/terms': { body: terms },
    'POST /api/v1/loans': ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  const view = renderWithProviders(
    <LoanApplicationDialog
      target={{ mode: 'create', customer: { id: CUSTOMER_ID, name: 'Priya Sharma' } }}
      onClose={() => {}}
    />,
  );
  return { sent, spy, ...view };
}

async function typePrincipal(amount: string) {
  const input = await screen.findByRole('textbox', { name: /Principal amount/ });
  await userEvent.clear(input);
  await userEvent.type(input, amount);
}

const summary = () => screen.getByRole('region', { name: 'Summary' });
const figure = (label: string) => within(summary()).getByText(label).nextElementSibling;

describe('LoanApplicationDialog', { timeout: 20_000 }, () => {
  it('shows 8,000 to disburse and 100 a day for 10,000 at the defaults, and sends them', async () => {
    const { sent, spy } = renderDialog({
      status: 201,
      body: {
        message: 'Loan application for Priya Sharma has been approved.',
        loan: buildLoan({ status: 'approved' }),
      },
    });
    await typePrincipal('10000');

    await waitFor(() => expect(figure('Amount to disburse')).toHaveTextContent('₹8,000.00'));
    expect(figure('Daily instalment')).toHaveTextContent('₹100.00');
    expect(figure('Total repayable')).toHaveTextContent('₹10,000.00');
    expect(figure('First and last instalment')).toHaveTextContent('3 Mar 2026 – 20 Jul 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      customer_id: CUSTOMER_ID,
      principal_amount: 10_000,
      daily_interest_rate: 0.2,
      max_repayment_days: 100,
      upfront_interest: 20,
      purpose: null,
    });
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const headers = post[1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Loan Application Created')).toBeInTheDocument();
    expect(
      screen.getByText('Loan application for Priya Sharma has been approved.'),
    ).toBeInTheDocument();
  });

  it('tells the user the application waits for approval on a 202', async () => {
    renderDialog({
      status: 202,
      body: {
        status: 'pending_approval',
        message: SUBMITTED,
        approval_request: {},
        loan: buildLoan({ status: 'pending' }),
      },
    });
    await typePrincipal('60000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
    expect(screen.getByText('Loan Application Created')).toBeInTheDocument();
  });

  it('notes the sanction limit and the recommended amount in the summary', async () => {
    renderDialog(
      { status: 201, body: {} },
      buildTerms({ sanction_limit: 50_000, recommended_amount: 40_000 }),
    );
    await typePrincipal('60000');

    expect(
      await screen.findByText(
        'This is above your sanction limit of ₹50,000.00: the application will wait for approval.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This is above the customer's recommended amount of ₹40,000.00."),
    ).toBeInTheDocument();
  });

  it("shows the customer's latest score, band and recommended amount, and warns above it", async () => {
    renderDialog(
      { status: 201, body: {} },
      buildTerms({
        recommended_amount: 105_000,
        risk_score: 72,
        risk_band: 'medium',
        risk_rule_version: 1,
        risk_score_source: 'enhanced_profile',
        risk_assessed_at: '2026-03-01T10:00:00.000Z',
      }),
    );
    const risk = await screen.findByRole('region', { name: 'Customer risk' });
    expect(within(risk).getByText('72/100')).toBeInTheDocument();
    expect(within(risk).getByText('Medium Risk')).toBeInTheDocument();
    expect(within(risk).getByText('₹1,05,000.00')).toBeInTheDocument();

    await typePrincipal('100000');
    expect(
      screen.queryByText("This is above the customer's recommended amount of ₹1,05,000.00."),
    ).not.toBeInTheDocument();
    await typePrincipal('110000');
    expect(
      await screen.findByText("This is above the customer's recommended amount of ₹1,05,000.00."),
    ).toBeInTheDocument();
  });

  it('says when the customer has no risk score yet', async () => {
    renderDialog({ status: 201, body: {} }, buildTerms({ risk_score: null, risk_band: null }));
    const risk = await screen.findByRole('region', { name: 'Customer risk' });
    expect(within(risk).getByText('This customer has no risk score yet.')).toBeInTheDocument();
  });

  it("puts a 400's field errors on their fields", async () => {
    renderDialog(fieldRefusal('principal_amount', 'The principal must be in steps of 100'));
    await typePrincipal('10000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('The principal must be in steps of 100')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Principal amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks the range before sending', async () => {
    const { sent } = renderDialog({ status: 201, body: {} });
    await typePrincipal('500');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByText('The principal must be between 1,000 and 500,000'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Principal amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toHaveLength(0);
  });

  it('edits a pending application with PATCH and the loan as it stands', async () => {
    const loan = buildLoan({ status: 'pending', principal_amount: 20_000, purpose: 'equipment' });
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/loans/terms': { body: buildTerms() },
      [`PATCH /api/v1/loans/${loan.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Loan application updated', loan } };
      },
    });
    renderWithProviders(
      <LoanApplicationDialog target={{ mode: 'edit', loan }} onClose={() => {}} />,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Edit Loan Application LN-2026-000101' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Principal amount/ })).toHaveValue('20000'),
    );
    await typePrincipal('25000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      principal_amount: 25_000,
      daily_interest_rate: 0.2,
      max_repayment_days: 100,
      upfront_interest: 20,
      purpose: 'equipment',
    });
    expect(await screen.findByText('Loan application updated')).toBeInTheDocument();
  });

  it('has no serious accessibility violation', async () => {
    renderDialog({ status: 201, body: {} });
    await typePrincipal('10000');
    expect(await seriousViolationsIn(screen.getByRole('dialog'))).toEqual([]);
  });
});
