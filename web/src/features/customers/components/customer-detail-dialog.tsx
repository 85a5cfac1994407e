import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  CUSTOMER_MESSAGES,
  customerFieldAccess,
  customerStatusOf,
  holdsPermission,
} from '@lendline/core';
import type { CustomerDetail, CustomerLoan, Role } from '@lendline/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { useCustomer } from '../api/get-customer';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { DataTable } from '@/components/data-table/data-table';
import { SectionSuspense } from '@/components/ui/section-suspense';
import { LazyMapPreview } from '@/components/inputs/lazy-map-preview';
import { loanColumns } from './customer-loans-columns';
import { CustomerAuditTrail } from './customer-audit-trail';
import { CustomerStatusBadge, RiskBadge } from './customer-badges';
import { CUSTOMER_BUSINESS_TYPE_LABELS, labelKeyOf } from '../lib/customer-labels';

interface CustomerDetailDialogProps {
  /** The customer to show (its id); null closes the dialog. */
  customerId: string | null;
  roles: readonly Role[];
  currency: string;
  onClose: () => void;
  onEdit: (customer: CustomerDetail) => void;
  /** Opens the New Loan Application for the customer; absent, 'New Loan' is not offered. */
  onNewLoan?: (customer: CustomerDetail) => void;
  /** The Documents tab's content (the documents feature), when the user may read documents. */
  renderDocuments?: (customer: CustomerDetail) => ReactNode;
  /** The Messages tab's content (the notifications feature), when the user may read customers. */
  renderMessages?: (customer: CustomerDetail) => ReactNode;
  /** The Risk Profile tab's content under the badge (the enhanced risk feature). */
  renderRiskProfile?: (customer: CustomerDetail) => ReactNode;
  /** Opens the loans feature's details of one of the customer's loans; absent, no View Details. */
  onViewLoan?: (loan: CustomerLoan) => void;
  /** Where Manage leads for a loan (the Loans screen, the loan open); absent, no Manage. */
  manageLoanPath?: (loan: CustomerLoan) => string;
}

/** The customer detail dialog (spec part 2 §2): Details, Loans, Risk Profile, Audit Trail. */
export function CustomerDetailDialog({
  customerId,
  roles,
  currency,
  onClose,
  onEdit,
  onNewLoan,
  renderDocuments,
  renderMessages,
  renderRiskProfile,
  onViewLoan,
  manageLoanPath,
}: CustomerDetailDialogProps) {
  const t = useT();
  const customer = useCustomer(customerId);
  return (
    <Modal
      opened={customerId !== null}
      onClose={onClose}
      title={customer.data ? customer.data.full_name : t('customers.detail.title')}
      size="xl"
      centered
    >
      {customer.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('customers.detail.loading')} />
        </Center>
      ) : customer.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {failureReason(customer.error)}
        </Alert>
      ) : (
        <CustomerDetails
          customer={customer.data}
          roles={roles}
          currency={currency}
          onClose={onClose}
          onEdit={onEdit}
          onNewLoan={onNewLoan}
          renderDocuments={renderDocuments}
          renderMessages={renderMessages}
          renderRiskProfile={renderRiskProfile}
          onViewLoan={onViewLoan}
          manageLoanPath={manageLoanPath}
        />
      )}
    </Modal>
  );
}

function CustomerDetails({
  customer,
  roles,
  currency,
  onClose,
  onEdit,
  onNewLoan,
  renderDocuments,
  renderMessages,
  renderRiskProfile,
  onViewLoan,
  manageLoanPath,
}: Omit<CustomerDetailDialogProps, 'customerId'> & { customer: CustomerDetail }) {
  const t = useT();
  const access = customerFieldAccess(roles);
  const canReadLoans = holdsPermission(roles, 'loans', 'read');
  const canEdit = holdsPermission(roles, 'customers', 'update');
  const showDocuments = renderDocuments && holdsPermission(roles, 'documents', 'read');
  const { financial_summary: money } = customer;
  const businessType = labelKeyOf(CUSTOMER_BUSINESS_TYPE_LABELS, customer.business_type);
  return (
    <Stack gap="md">
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('customers.detail.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="loans">
            {t('customers.detail.tabs.loans', { count: formatNumber(customer.loans.length) })}
          </Tabs.Tab>
          {access.readRiskProfile && (
            <Tabs.Tab value="risk">{t('customers.detail.tabs.risk_profile')}</Tabs.Tab>
          )}
          {access.readAuditTrail && (
            <Tabs.Tab value="audit">{t('customers.detail.tabs.audit_trail')}</Tabs.Tab>
          )}
          {showDocuments && <Tabs.Tab value="documents">{t('customers.documents.title')}</Tabs.Tab>}
          {renderMessages && <Tabs.Tab value="messages">{t('notifications.history.tab')}</Tabs.Tab>}
        </Tabs.List>

        <Tabs.Panel value="details">
          <Stack gap="md">
            <Section title={t('customers.sections.personal_information')}>
              <Field label={t('customers.columns.customer_id')}>{customer.customer_id}</Field>
              <Field label={t('customers.columns.full_name')}>{customer.full_name}</Field>
              <Field label={t('customers.columns.phone')}>{customer.phone}</Field>
              {/* Only for roles that may read sensitive data: the API hides it otherwise. */}
              {!customer.hidden_fields.includes('email') && (
                <Field label={t('customers.columns.email')}>
                  {customer.email ?? t(CUSTOMER_MESSAGES.notProvided)}
                </Field>
              )}
              <Field label={t('customers.columns.status')}>
                <CustomerStatusBadge status={customer.status} />
              </Field>
              <Field label={t('customers.columns.registered')}>
                {formatDate(customer.created_at)}
              </Field>
            </Section>
            {customer.business_name && (
              <Section title={t('customers.sections.business_information')}>
                <Field label={t('customers.detail.business_name')}>{customer.business_name}</Field>
                <Field label={t('customers.columns.business_type')}>
                  {businessType ? t(businessType) : (customer.business_type ?? '—')}
                </Field>
                <Field label={t('customers.form.category')}>{customer.category_name ?? '—'}</Field>
              </Section>
            )}
            {access.readAddress && (
              <Section title={t('customers.sections.address_information')}>
                <Field label={t('customers.detail.residential_address')}>
                  {customer.residential_address ?? t(CUSTOMER_MESSAGES.notProvided)}
                  <SavedPin
                    label={t('customers.detail.residential_map')}
                    latitude={customer.residential_latitude}
                    longitude={customer.residential_longitude}
                  />
                </Field>
                <Field label={t('customers.detail.business_address')}>
                  {customer.business_address ?? t(CUSTOMER_MESSAGES.notProvided)}
                  <SavedPin
                    label={t('customers.detail.business_map')}
                    latitude={customer.business_latitude}
                    longitude={customer.business_longitude}
                  />
                </Field>
              </Section>
            )}
            <Section title={t('customers.sections.financial_summary')}>
              <Field label={t('customers.detail.total_borrowed')}>
                {formatMoney(money.total_borrowed, currency)}
              </Field>
              <Field label={t('customers.detail.outstanding')}>
                {formatMoney(money.outstanding, currency)}
              </Field>
              <Field label={t('customers.detail.active_loans')}>{money.active_loans}</Field>
              <Field label={t('customers.detail.overdue')}>{money.overdue_loans}</Field>
            </Section>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="loans">
          <DataTable
            label={t('customers.detail.loans_label')}
            columns={loanColumns(t, currency)}
            rows={customer.loans}
            rowKey={(loan) => loan.id}
            rowLabel={(loan) => loan.loan_number}
            emptyText={t('customers.detail.no_loans')}
            rowActions={
              canReadLoans && (onViewLoan || manageLoanPath)
                ? (loan) => (
                    <CustomerLoanButtons
                      loan={loan}
                      onView={onViewLoan}
                      managePath={manageLoanPath?.(loan)}
                    />
                  )
                : undefined
            }
          />
        </Tabs.Panel>

        {access.readRiskProfile && (
          <Tabs.Panel value="risk">
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <Group gap="sm">
                  <Text fw={500}>{t('customers.columns.risk_level')}</Text>
                  <RiskBadge level={customer.risk_level} />
                </Group>
              </Paper>
              {/* The slot's content may load lazily (the enhanced risk feature's panel). */}
              <SectionSuspense label={t('customers.detail.loading')}>
                {renderRiskProfile?.(customer)}
              </SectionSuspense>
            </Stack>
          </Tabs.Panel>
        )}

        {access.readAuditTrail && (
          <Tabs.Panel value="audit">
            <CustomerAuditTrail customerId={customer.id} />
          </Tabs.Panel>
        )}

        {showDocuments && <Tabs.Panel value="documents">{renderDocuments(customer)}</Tabs.Panel>}
        {renderMessages && <Tabs.Panel value="messages">{renderMessages(customer)}</Tabs.Panel>}
      </Tabs>

      <Group justify="flex-end">
        {canEdit && (
          <Button onClick={() => onEdit(customer)}>{t('customers.edit_customer')}</Button>
        )}
        {onNewLoan && customerStatusOf(customer.status) === 'active' && (
          <Button variant="light" onClick={() => onNewLoan(customer)}>
            {t('customers.new_loan')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A loan's View Details and Manage (spec part 2 §2 "Loans (with a count)"). */
function CustomerLoanButtons({
  loan,
  onView,
  managePath,
}: {
  loan: CustomerLoan;
  onView?: (loan: CustomerLoan) => void;
  managePath?: string;
}) {
  const t = useT();
  const values = { loan_number: loan.loan_number };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {onView && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('customers.loans.view_details_of', values)}
          onClick={() => onView(loan)}
        >
          {t('customers.loans.view_details')}
        </Button>
      )}
      {managePath && (
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={managePath}
          aria-label={t('customers.loans.manage_of', values)}
        >
          {t('customers.loans.manage')}
        </Button>
      )}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** A saved location's coordinates and its map; nothing when there is no pin. */
function SavedPin({
  label,
  latitude,
  longitude,
}: {
  label: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const t = useT();
  if (latitude === null || longitude === null) return null;
  return (
    <Stack gap={4} mt={4}>
      <Text size="xs" c="dimmed">
        {t('customers.detail.coordinates', {
          latitude: latitude.toFixed(6),
          longitude: longitude.toFixed(6),
        })}
      </Text>
      <LazyMapPreview label={label} latitude={latitude} longitude={longitude} height={160} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
