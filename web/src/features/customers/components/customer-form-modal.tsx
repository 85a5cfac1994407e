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
import type { Customer, Role } from '@lendline/core';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { EmailInput } from '@/components/inputs/email-input';
import { LocationInput } from '@/components/inputs/location-input';
import { PhoneInput } from '@/components/inputs/phone-input';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
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
import { CUSTOMER_BUSINESS_TYPE_LABELS, CUSTOMER_RISK_LABELS } from '../lib/customer-labels';

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

/** The customer form (spec part 2 §2 "Customer form", §5, §6 UI gating), create and edit. */
export function CustomerFormModal({ target, onClose, ...formProps }: CustomerFormModalProps) {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('customers.edit_customer') : t('customers.add_customer')}
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

  // The module's t, not the hook's: a language switch must not announce the failure again.
  useEffect(() => {
    if (categories.isError)
      notifyError(translate('common.error'), translate(CUSTOMER_MESSAGES.categoriesFailed));
  }, [categories.isError]);

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
      onFieldErrors: () => notifyError(t('common.error'), t(CUSTOMER_MESSAGES.saveFailed)),
      onError: (error) => {
        if (isApiError(error) && error.status < 500) setRefusal(error.message);
        notifyError(t('common.error'), t(CUSTOMER_MESSAGES.saveFailed));
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
      aria-label={editing ? t('customers.form.edit_label') : t('customers.form.add_label')}
    >
      <Stack gap="lg">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Section title={t('customers.sections.basic_information')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {pickOrganization && (
              <Select
                label={t('customers.columns.organization')}
                withAsterisk
                searchable
                allowDeselect={false}
                placeholder={
                  organizations.isPending
                    ? t('customers.form.loading_organizations')
                    : t('customers.form.select_organization')
                }
                nothingFoundMessage={t('customers.form.no_organizations')}
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
              label={t('customers.form.first_name')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('customers.form.last_name')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('last_name')}
            />
            <PhoneInput required defaultCountry={defaultCountry} {...form.getFieldProps('phone')} />
            <EmailInput {...form.getFieldProps('email')} />
          </SimpleGrid>
        </Section>

        {access.editBusiness && (
          <Section title={t('customers.sections.business_information')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('customers.form.business_name')}
                autoComplete="off"
                {...form.getInputProps('business_name')}
              />
              <Select
                label={t('customers.form.business_type')}
                placeholder={t('customers.form.select_business_type')}
                clearable
                data={CUSTOMER_BUSINESS_TYPES.map((type) => ({
                  value: type,
                  label: t(CUSTOMER_BUSINESS_TYPE_LABELS[type]),
                }))}
                {...form.getInputProps('business_type')}
              />
              <Select
                label={t('customers.form.category')}
                placeholder={
                  categories.isPending
                    ? t('customers.form.loading_categories')
                    : t('customers.form.select_category')
                }
                clearable
                searchable
                nothingFoundMessage={t('customers.form.no_categories')}
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

        <Section title={t('customers.sections.risk_assessment')}>
          {access.editRisk ? (
            <Select
              label={t('customers.form.risk_level')}
              placeholder={
                editing ? t('customers.form.select_risk_level') : t('customers.form.risk_default')
              }
              data={access.riskOptions.map((level) => ({
                value: level,
                label: t(CUSTOMER_RISK_LABELS[level]),
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

        <Section title={t('customers.sections.location_information')}>
          {addressHidden ? (
            <Text size="sm" c="dimmed">
              {t('customers.form.address_hidden')}
            </Text>
          ) : (
            <Stack gap="md">
              <LocationInput
                label={t('customers.form.residential_location')}
                required
                {...form.getFieldProps('residential')}
              />
              <LocationInput
                label={t('customers.form.business_location')}
                {...form.getFieldProps('business')}
              />
            </Stack>
          )}
        </Section>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('customers.form.saving')
              : editing
                ? t('customers.form.update_customer')
                : t('customers.form.create_customer')}
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
