import { Alert, Loader, Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useCustomerChoices } from '../api/search-customers';

export interface LoanCustomer {
  id: string;
  name: string;
}

interface CustomerPickerDialogProps {
  opened: boolean;
  onClose: () => void;
  onPick: (customer: LoanCustomer) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Who the new loan is for (spec: the application is opened from a customer): active ones. */
export function CustomerPickerDialog({ opened, onClose, onPick }: CustomerPickerDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('loans.picker.title')} centered>
      {opened && <CustomerPicker onPick={onPick} />}
    </Modal>
  );
}

function CustomerPicker({ onPick }: { onPick: (customer: LoanCustomer) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const customers = useCustomerChoices(debounced, true);
  const rows = customers.data?.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label={t('loans.picker.search_label')}
        placeholder={t('loans.picker.search_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {customers.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : customers.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureReason(customers.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('loans.picker.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Stack gap={0} role="list" aria-label={t('loans.picker.results')}>
            {rows.map((customer) => (
              <div role="listitem" key={customer.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={customer.full_name}
                  description={`${customer.customer_id} · ${customer.phone}`}
                  onClick={() => onPick({ id: customer.id, name: customer.full_name })}
                />
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
