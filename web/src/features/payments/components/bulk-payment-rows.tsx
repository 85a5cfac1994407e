import { ActionIcon, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { RECORD_PAYMENT_METHODS } from '@lendline/core';
import type { MessageKey } from '@lendline/core';
import { IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useT } from '@/i18n/use-t';
import type { BulkField, BulkRow, RecordPaymentMethod } from '../lib/bulk-entry';
import { PAYMENT_METHOD_LABELS } from '../lib/payment-labels';

const HEADERS: Record<BulkField, MessageKey> = {
  loan_number: 'payments.bulk.loan_number',
  customer_name: 'payments.bulk.customer_name',
  amount: 'payments.bulk.amount',
  payment_method: 'payments.bulk.method',
  reference_number: 'payments.bulk.reference',
  notes: 'payments.bulk.notes',
};

type TextField = Exclude<BulkField, 'payment_method'>;

/** The sheet's cells in order: text inputs around the method's select. */
const LEADING: readonly { field: TextField; required: boolean; width?: number }[] = [
  { field: 'loan_number', required: true },
  { field: 'customer_name', required: true },
  { field: 'amount', required: true, width: 120 },
];
const TRAILING: readonly { field: TextField; required: boolean }[] = [
  { field: 'reference_number', required: false },
  { field: 'notes', required: false },
];
const AMOUNT_FIELD: TextField = 'amount';

export interface BulkRowProblems {
  /** Required fields left empty (marked on their inputs). */
  missing: readonly BulkField[];
  /** The server's word on the row. */
  message?: string;
}

/** The sheet: one line of inputs per payment, a row's problems under it. */
export function BulkPaymentRows({
  rows,
  problems,
  onChange,
  onRemove,
}: {
  rows: readonly BulkRow[];
  problems: ReadonlyMap<string, BulkRowProblems>;
  onChange: (key: string, field: BulkField, value: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useT();
  const methods = RECORD_PAYMENT_METHODS.map((value) => ({
    value,
    label: t(PAYMENT_METHOD_LABELS[value]),
  }));
  const textInput = (row: BulkRow, index: number, field: TextField, required: boolean) => {
    const problem = problems.get(row.key);
    return (
      <TextInput
        size="xs"
        aria-label={t('payments.bulk.field_in_row', { field: t(HEADERS[field]), row: index + 1 })}
        value={row[field]}
        required={required}
        inputMode={field === AMOUNT_FIELD ? 'decimal' : undefined}
        // A row the server refused is marked whole; its message shows under it.
        error={Boolean(problem?.message) || problem?.missing.includes(field) || undefined}
        onChange={(event) => onChange(row.key, field, event.currentTarget.value)}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing={4} horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <VisuallyHidden>{t('payments.bulk.row')}</VisuallyHidden>
            </Table.Th>
            {(Object.keys(HEADERS) as BulkField[]).map((field) => (
              <Table.Th key={field}>{t(HEADERS[field])}</Table.Th>
            ))}
            <Table.Th w={40}>
              <VisuallyHidden>{t('common.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const problem = problems.get(row.key);
            return (
              <Fragment key={row.key}>
                <Table.Tr>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  {LEADING.map(({ field, required, width }) => (
                    <Table.Td key={field} w={width}>
                      {textInput(row, index, field, required)}
                    </Table.Td>
                  ))}
                  <Table.Td w={150}>
                    <Select
                      size="xs"
                      aria-label={t('payments.bulk.field_in_row', {
                        field: t(HEADERS.payment_method),
                        row: index + 1,
                      })}
                      data={methods}
                      value={row.payment_method}
                      allowDeselect={false}
                      onChange={(value) =>
                        onChange(
                          row.key,
                          'payment_method',
                          (value ?? 'cash') as RecordPaymentMethod,
                        )
                      }
                    />
                  </Table.Td>
                  {TRAILING.map(({ field, required }) => (
                    <Table.Td key={field}>{textInput(row, index, field, required)}</Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('payments.bulk.remove_row', { row: index + 1 })}
                      onClick={() => onRemove(row.key)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {problem?.message && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={7}>
                      <Text size="xs" c="red">
                        {problem.message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
