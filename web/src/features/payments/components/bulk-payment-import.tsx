import { Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { IconClipboardText, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { notifyError } from '@/lib/notify';
import { parseDelimitedText, rowsFromCells } from '../lib/bulk-entry';
import type { BulkRow } from '../lib/bulk-entry';
import { readSpreadsheetFile, SPREADSHEET_ACCEPT } from '../lib/read-spreadsheet-file';

/** Rows from a spreadsheet: pasted cells (tab- or comma-separated) or a CSV / Excel file. */
export function BulkPaymentImport({ onRows }: { onRows: (rows: BulkRow[]) => void }) {
  const t = useT();
  const [pasted, setPasted] = useState('');
  const [reading, setReading] = useState(false);

  const addPasted = () => {
    const rows = rowsFromCells(parseDelimitedText(pasted));
    if (rows.length > 0) {
      onRows(rows);
      setPasted('');
    }
  };

  const readFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const rows = rowsFromCells(await readSpreadsheetFile(file));
      if (rows.length > 0) onRows(rows);
      else notifyError(t('common.error'), t('payments.bulk.file_empty'));
    } catch {
      notifyError(t('common.error'), t('payments.bulk.file_unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('payments.bulk.paste_label')}
        description={t('payments.bulk.paste_description')}
        rows={3}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconClipboardText size={14} aria-hidden />}
          disabled={pasted.trim() === ''}
          onClick={addPasted}
        >
          {t('payments.bulk.add_pasted')}
        </Button>
        <FileButton onChange={(file) => void readFile(file)} accept={SPREADSHEET_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={reading}
              leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
            >
              {t('payments.bulk.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
