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
  CreateCustomerRequestSchema,
  CUSTOMER_BUSINESS_TYPES,
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_MESSAGES,
  CustomerFieldsSchema,
  customerFieldAccess,
  dataScopeReachOf,
  spansOrganizations,
} from '@lendline/core';
import type { Customer, CustomerRiskLevel, Role } from '@lendline/core';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { EmailInput } from '@/components/inputs/email-input';
import { LocationInput } from '@/components/inputs/location-input';
import { PhoneInput } from '@/components/inputs/phone-input';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCustomerCategories } from '../api/get-customer-categories';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useSaveCustomer } from '../api/save-customer';
import {
  createPayloadOf,
  formFieldOf,
  formValuesOf,
  requiredErrorsOf,
  updatePayloadOf,
} from '../lib/customer-form-values';
import { useT } from '@/i18n/use-t';

export type CustomerFormTarget = { mode: 'create' } | { mode: 'edit'; customer: Customer };

interface CustomerFormModalProps {
  target: CustomerFormTarget | null;
  roles: readonly Role[];
  /** The session's data scope (organization ids). */
  organizationIds: readonly string[];
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
  organizationIds,
  defaultCountry,
  onDone,
}: Omit<CustomerFormModalProps, 'onClose' | 'target'> & {
  target: CustomerFormTarget;
  onDone: () => void;
}) {
  const t = useT();
  const editing = target.mode === 'edit' ? target.customer : null;
  const access = customerFieldAccess(roles);
  const save = useSaveCustomer();
  // A user working across organizations names the new customer's (the server requires it).
  const pickOrganization = !editing && spansOrganizations(roles, organizationIds);
  const organizations = useOrganizationOptions({
    enabled: pickOrganization,
    scope: dataScopeReachOf(roles) === 'all' ? null : organizationIds,
  });
  const [initial] = useState(() => formValuesOf(editing));
  const [refusal, setRefusal] = useState<string | null>(null);
  // Editing a customer whose addresses the role may not read: they come back empty, so the
  // location section would overwrite what it cannot show. It is left out instead.
  const addressHidden = editing?.hidden_fields.includes('residential_address') ?? false;
  // An edit is checked whole, as a create would be: the schema sees every field the form shows.
  const form = useSchemaForm({
    initialValues: initial,
    schema: addressHidden ? CustomerFieldsSchema : CreateCustomerRequestSchema,
    toRequest: (values) => createPayloadOf(values, access),
    fieldOf: formFieldOf,
    check: (values) => ({
      ...requiredErrorsOf(values),
      organization_id:
        pickOrganization && values.organization_id === null
          ? t(CUSTOMER_MESSAGES.organizationRequired)
          : undefined,
    }),
  });
  // Categories belong to an organization: the picked one's, or the customer's or user's own.
  const categories = useCustomerCategories(
    access.editBusiness && (!pickOrganization || form.values.organization_id !== null),
    form.values.organization_id,
  );

  useEffect(() => {
    if (categories.isError) notifyError('Error', t(CUSTOMER_MESSAGES.categoriesFailed));
  }, [categories.isError, t]);

  const submit = form.handleSubmit(
    async (_, values) => {
      if (editing) {
        const body = updatePayloadOf(values, initial, access);
        if (Object.keys(body).length > 0) {
          await save.mutateAsync({ kind: 'update', id: editing.id, body });
        }
        notifySuccess(t(CUSTOMER_MESSAGES.updated));
      } else {
        await save.mutateAsync({ kind: 'create', body: createPayloadOf(values, access) });
        notifySuccess(t(CUSTOMER_MESSAGES.created));
      }
      onDone();
    },
    {
      onFieldErrors: () => notifyError('Error', t(CUSTOMER_MESSAGES.saveFailed)),
      onError: (error) => {
        if (isApiError(error) && error.status < 500) setRefusal(error.message);
        notifyError('Error', t(CUSTOMER_MESSAGES.saveFailed));
      },
    },
  );

  return (
    <form
      onSubmit={(event) => {
        setRefusal(null);
        submit(event);
      }}
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
            {pickOrganization && (
              <Select
                label="Organization"
                withAsterisk
                searchable
                allowDeselect={false}
                placeholder={
                  organizations.isPending ? 'Loading organizations...' : 'Select organization'
                }
                nothingFoundMessage="No organizations"
                data={organizations.data ?? []}
                {...form.getInputProps('organization_id')}
                onChange={(organizationId) => {
                  form.setFieldValue('organization_id', organizationId);
                  // The categories offered are the new organization's.
                  form.setFieldValue('category_id', null);
                }}
              />
            )}
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('last_name')}
            />
            <PhoneInput required defaultCountry={defaultCountry} {...form.getFieldProps('phone')} />
            <EmailInput {...form.getFieldProps('email')} />
          </SimpleGrid>
        </Section>

        {access.editBusiness && (
          <Section title="Business Information">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Business name"
                autoComplete="off"
                {...form.getInputProps('business_name')}
              />
              <Select
                label="Business type"
                placeholder="Select business type"
                clearable
                data={BUSINESS_TYPE_OPTIONS}
                {...form.getInputProps('business_type')}
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
                {...form.getInputProps('category_id')}
                error={
                  form.errors.category_id ??
                  (categories.isError ? t(CUSTOMER_MESSAGES.categoriesFailed) : undefined)
                }
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
              {...form.getInputProps('risk_level')}
              allowDeselect={false}
              maw={280}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t(CUSTOMER_FIELD_MESSAGES.risk.key)}
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
                {...form.getFieldProps('residential')}
              />
              <LocationInput label="Business Location" {...form.getFieldProps('business')} />
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
