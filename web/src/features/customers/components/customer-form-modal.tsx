import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_MESSAGES,
  customerFieldAccess,
  DEFAULT_PHONE_COUNTRY,
  findCountry,
} from '@lendline/core';
import type { Customer, CustomerRiskLevel, Role } from '@lendline/core';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { EmailInput } from '@/components/inputs/email-input';
import { LocationInput } from '@/components/inputs/location-input';
import { PhoneInput } from '@/components/inputs/phone-input';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCustomerCategories } from '../api/get-customer-categories';
import { useSaveCustomer } from '../api/save-customer';
import type { CustomerFormValues } from '../lib/customer-form-values';
import {
  createPayloadOf,
  formErrorsOf,
  formValuesOf,
  updatePayloadOf,
} from '../lib/customer-form-values';

export type CustomerFormTarget = { mode: 'create' } | { mode: 'edit'; customer: Customer };

interface CustomerFormModalProps {
  target: CustomerFormTarget | null;
  roles: readonly Role[];
  /** The phone input's default country for a new number. */
  defaultCountry: string;
  onClose: () => void;
}

const RISK_LABELS: Record<CustomerRiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
const BUSINESS_TYPE_OPTIONS = CUSTOMER_BUSINESS_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

/** The customer form (spec part 2 §2 "Customer form", §5, §6 UI gating), create and edit. */
export function CustomerFormModal({ target, onClose, ...formProps }: CustomerFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Edit Customer' : 'Add Customer'}
      size="xl"
      centered
    >
      {target && <CustomerForm target={target} {...formProps} onDone={onClose} />}
    </Modal>
  );
}

function CustomerForm({
  target,
  roles,
  defaultCountry,
  onDone,
}: Omit<CustomerFormModalProps, 'onClose' | 'target'> & {
  target: CustomerFormTarget;
  onDone: () => void;
}) {
  const editing = target.mode === 'edit' ? target.customer : null;
  const access = customerFieldAccess(roles);
  const save = useSaveCustomer();
  const categories = useCustomerCategories(access.editBusiness);
  const [initial] = useState(() => formValuesOf(editing));
  const [values, setValues] = useState<CustomerFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // Editing a customer whose addresses the role may not read: they come back empty, so the
  // location section would overwrite what it cannot show. It is left out instead.
  const addressHidden = editing?.hidden_fields.includes('residential_address') ?? false;

  useEffect(() => {
    if (categories.isError) notifyError('Error', CUSTOMER_MESSAGES.categoriesFailed);
  }, [categories.isError]);

  const set = <Field extends keyof CustomerFormValues>(
    field: Field,
    value: CustomerFormValues[Field],
  ) => setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = formErrorsOf(values);
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    try {
      if (editing) {
        const body = updatePayloadOf(values, initial, access);
        if (Object.keys(body).length > 0) {
          await save.mutateAsync({ kind: 'update', id: editing.id, body });
        }
        notifySuccess(CUSTOMER_MESSAGES.updated);
      } else {
        await save.mutateAsync({ kind: 'create', body: createPayloadOf(values, access) });
        notifySuccess(CUSTOMER_MESSAGES.created);
      }
      onDone();
    } catch (error) {
      const fieldErrors = { ...fieldErrorsOf(error), ...refusedFieldOf(error) };
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else if (isApiError(error) && error.status < 500) setRefusal(error.message);
      notifyError('Error', CUSTOMER_MESSAGES.saveFailed);
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? 'Edit customer' : 'Add customer'}
    >
      <Stack gap="lg">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Section title="Basic Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="off"
              value={values.first_name}
              error={errors.first_name}
              onChange={(event) => set('first_name', event.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="off"
              value={values.last_name}
              error={errors.last_name}
              onChange={(event) => set('last_name', event.currentTarget.value)}
            />
            <PhoneInput
              required
              value={values.phone}
              defaultCountry={findCountry(defaultCountry)?.code ?? DEFAULT_PHONE_COUNTRY}
              error={errors.phone}
              onChange={(phone) => set('phone', phone)}
            />
            <EmailInput
              value={values.email}
              error={errors.email}
              onChange={(email) => set('email', email)}
            />
          </SimpleGrid>
        </Section>

        {access.editBusiness && (
          <Section title="Business Information">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Business name"
                autoComplete="off"
                value={values.business_name}
                error={errors.business_name}
                onChange={(event) => set('business_name', event.currentTarget.value)}
              />
              <Select
                label="Business type"
                placeholder="Select business type"
                clearable
                data={BUSINESS_TYPE_OPTIONS}
                value={values.business_type}
                error={errors.business_type}
                onChange={(value) => set('business_type', value)}
              />
              <Select
                label="Category"
                placeholder={categories.isPending ? 'Loading categories...' : 'Select category'}
                clearable
                searchable
                nothingFoundMessage="No categories"
                data={(categories.data?.data ?? []).map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
                value={values.category_id}
                error={
                  errors.category_id ??
                  (categories.isError ? CUSTOMER_MESSAGES.categoriesFailed : undefined)
                }
                onChange={(value) => set('category_id', value)}
              />
            </SimpleGrid>
          </Section>
        )}

        <Section title="Risk Assessment">
          {access.editRisk ? (
            <Select
              label="Risk level"
              placeholder={editing ? 'Select risk level' : 'Medium (default)'}
              data={access.riskOptions.map((level) => ({
                value: level,
                label: RISK_LABELS[level],
              }))}
              value={values.risk_level}
              error={errors.risk_level}
              allowDeselect={false}
              onChange={(value) => set('risk_level', value as CustomerRiskLevel | null)}
              maw={280}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {CUSTOMER_FIELD_MESSAGES.risk}
            </Text>
          )}
        </Section>

        <Section title="Location Information">
          {addressHidden ? (
            <Text size="sm" c="dimmed">
              Address information is not available to your role.
            </Text>
          ) : (
            <Stack gap="md">
              <LocationInput
                label="Residential Location"
                required
                value={values.residential}
                error={errors.residential_address ?? errors.residential_latitude}
                onChange={(location) => set('residential', location)}
              />
              <LocationInput
                label="Business Location"
                value={values.business}
                error={errors.business_address ?? errors.business_latitude}
                onChange={(location) => set('business', location)}
              />
            </Stack>
          )}
        </Section>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Customer' : 'Create Customer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A field the server refused for the role (403 with `details.field`), shown on that field. */
function refusedFieldOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const field = (error.details as { field?: unknown }).field;
  return typeof field === 'string' ? { [field]: error.message } : {};
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <Divider mb="sm" />
      {children}
    </section>
  );
}
