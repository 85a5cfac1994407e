import { EnhancedRiskProfileRequestSchema } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildEnhancedProfile, CUSTOMER_ID } from '../testing/enhanced-risk-fixtures';
import EnhancedRiskFormModal from './enhanced-risk-form-modal';

configure({ asyncUtilTimeout: 3_000 });

const SUBMIT = `POST /api/v1/customers/${CUSTOMER_ID}/risk-profiles`;

function renderForm(answer: (body: unknown) => MockResponse = () => ({ status: 599 })) {
  const sent: unknown[] = [];
  mockFetch({
    [SUBMIT]: ({ body }) => {
      sent.push(body);
      return answer(body);
    },
  });
  renderWithProviders(
    <EnhancedRiskFormModal
      customer={{ id: CUSTOMER_ID, name: 'Asha Devi' }}
      latest={null}
      currency="INR"
      defaultPhoneCountry="IN"
      onClose={() => {}}
    />,
  );
  return { sent };
}

const completion = () =>
  Number(
    screen.getByRole('progressbar', { name: 'Form completion' }).getAttribute('aria-valuenow'),
  );
const submitButton = () => screen.getByRole('button', { name: 'Submit Risk Profile' });
const HINT = 'Complete at least 60% of the form to submit the risk profile.';

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
}

/** Picks an option of the select labelled `label` (in its own list: several say 'Other'). */
async function choose(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

/** Personal, the explicit "no loans" and "no assets": 3 of 5 sections, 60 %. */
async function completeThreeSections() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Age/ }), '34');
  await choose(/^Marital status/, 'Married');
  await userEvent.type(screen.getByRole('textbox', { name: /^Number of dependents/ }), '2');
  await openTab('Loan History');
  await userEvent.click(screen.getByRole('checkbox', { name: 'No loans ever taken' }));
  await openTab('Assets');
  await userEvent.click(screen.getByRole('checkbox', { name: 'No assets' }));
}

describe('EnhancedRiskForm', { timeout: 30_000 }, () => {
  it('moves the completion bar a section at a time and allows Submit only from 60 %', async () => {
    renderForm();
    expect(completion()).toBe(0);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(HINT)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Age/ }), '34');
    await choose(/^Marital status/, 'Married');
    expect(completion()).toBe(0);
    await userEvent.type(screen.getByRole('textbox', { name: /^Number of dependents/ }), '0');
    // A number counts once given, 0 included (docs/decisions/0063).
    expect(completion()).toBe(20);

    await openTab('Loan History');
    expect(
      screen.getByText('List ALL loans ever taken, including those already repaid.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'No loans ever taken' }));
    expect(completion()).toBe(40);
    expect(submitButton()).toBeDisabled();

    await openTab('Assets');
    expect(
      screen.getByText('List ALL assets the customer owns, part-owns or uses.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'No assets' }));
    expect(completion()).toBe(60);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();

    // An incomplete loan row unanswers the section again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'No assets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(completion()).toBe(40);
    expect(submitButton()).toBeDisabled();
  });

  it('keeps at least one business: Remove only while there are two or more', async () => {
    renderForm();
    await openTab('Business');
    expect(screen.queryByRole('button', { name: /^Remove business/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add business' }));
    expect(screen.getAllByRole('textbox', { name: /^Business name/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove business 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Business name/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove business/ })).not.toBeInTheDocument();
  });

  it("shows and requires a loan's specified reason and default reason, and an asset's loan fields", async () => {
    renderForm();
    await completeThreeSections();
    await openTab('Loan History');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No loans ever taken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add loan' }));
    expect(screen.queryByRole('textbox', { name: /^Specify reason/ })).not.toBeInTheDocument();
    await choose(/^Reason/, 'Other');
    expect(screen.getByRole('textbox', { name: /^Specify reason/ })).toBeRequired();
    expect(screen.queryByRole('textbox', { name: /^Default reason/ })).not.toBeInTheDocument();
    await choose(/^Defaulted\?/, 'Yes');
    expect(screen.getByRole('textbox', { name: /^Default reason/ })).toBeRequired();

    await openTab('Assets');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No assets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(screen.queryByRole('textbox', { name: /^Loan amount/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has a loan against it' }));
    expect(screen.getByRole('textbox', { name: /^Loan amount/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Outstanding loan/ })).toBeInTheDocument();
  });

  it('refuses to send a loan of reason Other without the reason, and shows why on the field', async () => {
    const { sent } = renderForm();
    await completeThreeSections();
    await openTab('Loan History');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No loans ever taken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add loan' }));
    await choose(/^Reason/, 'Other');
    await userEvent.type(screen.getByRole('textbox', { name: /^Original amount/ }), '5000');
    await choose(/^Defaulted\?/, 'Yes');
    // Personal, assets and a business: 60 %, so Submit runs the checks.
    await openTab('Business');
    await fillBusiness();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please specify the reason')).toBeVisible();
    expect(screen.getByText('Default reason is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Loan History \(has errors\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends a body the core schema accepts, then shows the score, band and recommended amount', async () => {
    const stored = buildEnhancedProfile({ risk_score: 64, risk_band: 'medium' });
    const { sent } = renderForm(() => ({
      status: 201,
      body: { message: 'Risk profile submitted', risk_profile: stored },
    }));
    await completeThreeSections();
    await openTab('Business');
    await fillBusiness();
    await openTab('Expenditure');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Monthly household income/ }),
      '20000.5',
    );
    await openTab('Review');
    expect(screen.getByText('Consolidated monthly income')).toBeInTheDocument();
    await userEvent.click(submitButton());

    expect(await screen.findByText('Risk profile submitted')).toBeInTheDocument();
    expect(screen.getByText('64/100')).toBeInTheDocument();
    expect(screen.getByText('Medium Risk')).toBeInTheDocument();
    expect(screen.getByText('₹1,05,000.00')).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    const parsed = EnhancedRiskProfileRequestSchema.safeParse(sent[0]);
    expect(parsed.success).toBe(true);
    expect(sent[0]).toMatchObject({
      full_name: 'Asha Devi',
      age: 34,
      marital_status: 'married',
      dependents: 2,
      monthly_household_income: 20000.5,
      no_loan_history: true,
      loan_history: [],
      no_assets: true,
      assets: [],
      businesses: [
        {
          business_name: 'Devi Tailoring',
          business_type: 'textiles',
          years_in_operation: 3,
          monthly_revenue: 40000,
          monthly_expenses: 25000,
        },
      ],
    });
  });

  it("puts the server's field errors on their fields, on their tab", async () => {
    renderForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Business name is required',
          details: {
            fieldErrors: { 'businesses.0.business_name': ['Name refused by the server'] },
          },
        },
      },
    }));
    await completeThreeSections();
    await openTab('Business');
    await fillBusiness();
    await openTab('Review');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Name refused by the server')).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Business \(has errors\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('has no serious accessibility violations', async () => {
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Enhanced Risk Profile Assessment' });
    expect(await seriousViolationsIn(dialog)).toEqual([]);
  });
});

async function fillBusiness() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Business name/ }), 'Devi Tailoring');
  await choose(/^Business type/, 'Textiles');
  await userEvent.type(screen.getByRole('textbox', { name: /^Years in operation/ }), '3');
  await userEvent.type(screen.getByRole('textbox', { name: /^Monthly revenue/ }), '40000');
  await userEvent.type(screen.getByRole('textbox', { name: /^Monthly expenses/ }), '25000');
}
