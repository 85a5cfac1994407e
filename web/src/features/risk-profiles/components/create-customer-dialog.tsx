import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CreateCustomerFromRiskProfileRequestSchema, customerFieldAccess } from '@lendline/core';
import type { Customer, RiskProfile, Role } from '@lendline/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LocationInput } from '@/components/inputs/location-input';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError } from '@/lib/notify';
import { useCreateCustomerFromProfile } from '../api/review-risk-profile';
import {
  createCustomerBodyOf,
  createCustomerFieldOf,
  createCustomerValuesOf,
  missingCustomerFieldsOf,
} from '../lib/create-customer-values';

/** Where the new customer is found (the customers screen opens its detail from the list). */
const CUSTOMERS_PATH = '/customers';

interface CreateCustomerDialogProps {
  /** The approved profile; kept while the dialog closes, so the dialog keeps its words. */
  profile: RiskProfile | null;
  opened: boolean;
  roles: readonly Role[];
  /** The organization's default phone country, for a phone the profile does not record. */
  defaultPhoneCountry?: string;
  onClose: () => void;
}

/**
 * 'Create Customer' from an approved profile (docs/decisions/0062): shows what the customer
 * takes from the profile, lets the names be corrected and asks for the residential location the
 * profile does not record; then the server's message and the way to the new customer.
 */
export function CreateCustomerDialog({
  profile,
  opened,
  roles,
  defaultPhoneCountry,
  onClose,
}: CreateCustomerDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('risk.create_customer.title')}
      size="lg"
      centered
    >
      {profile && (
        <CreateCustomerBody
          profile={profile}
          roles={roles}
          defaultPhoneCountry={defaultPhoneCountry}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CreateCustomerBody({
  profile,
  roles,
  defaultPhoneCountry,
  onClose,
}: {
  profile: RiskProfile;
  roles: readonly Role[];
  defaultPhoneCountry?: string;
  onClose: () => void;
}) {
  const t = useT();
  const createCustomer = useCreateCustomerFromProfile();
  const [created, setCreated] = useState<{ message: string; customer: Customer } | null>(null);
  const showsBusiness = customerFieldAccess(roles).editBusiness;
  const form = useSchemaForm({
    initialValues: createCustomerValuesOf(profile),
    schema: CreateCustomerFromRiskProfileRequestSchema,
    toRequest: createCustomerBodyOf,
    fieldOf: createCustomerFieldOf,
    check: (values) => missingCustomerFieldsOf(values, t),
  });

  if (created) {
    return (
      <Stack gap="lg">
        <Alert color="teal" variant="light" role="status" title={created.message}>
          {t('risk.create_customer.created', {
            name: created.customer.full_name,
            customer_id: created.customer.customer_id,
          })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button component={Link} to={CUSTOMERS_PATH} onClick={onClose}>
            {t('risk.create_customer.open_customers')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = form.handleSubmit(
    async (body) => {
      const answer = await createCustomer.mutateAsync({ id: profile.id, body });
      setCreated({ message: answer.message, customer: answer.customer });
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          t('risk.failure.create_customer', { reason: failureReason(error) }),
        ),
    },
  );
  // What the server copies from the profile: shown, not edited (an approved profile is final).
  const copied = { readOnly: true, placeholder: t('risk.create_customer.not_recorded') };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('risk.create_customer.message', { name: profile.prospective_customer_name })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
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
          {profile.phone ? (
            <TextInput
              label={t('common.phone.label')}
              withAsterisk
              {...form.getInputProps('phone')}
              {...copied}
            />
          ) : (
            // The profile records none and, approved, can no longer be edited: asked here.
            <PhoneInput
              label={t('common.phone.label')}
              required
              defaultCountry={defaultPhoneCountry}
              {...form.getFieldProps('phone')}
            />
          )}
          {showsBusiness && (
            <TextInput
              label={t('customers.form.business_name')}
              {...form.getInputProps('business_name')}
              {...copied}
            />
          )}
        </SimpleGrid>
        <TextInput
          label={t('customers.form.business_location')}
          {...form.getInputProps('business_location')}
          {...copied}
        />
        <LocationInput
          label={t('customers.form.residential_location')}
          required
          {...form.getFieldProps('residential')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={createCustomer.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={createCustomer.isPending}>
            {t('risk.actions.create_customer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
