import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, isInlineContentType } from '@lendline/core';
import type { DocumentMetadata } from '@lendline/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatDateTime } from '@/lib/format-date-time';
import { documentContentUrl, useCustomerDocuments } from '../api/get-customer-documents';
import { formatFileSize } from '@/lib/format-number';
import { t } from '@/i18n/i18n';

const COLUMNS: readonly DataTableColumn<DocumentMetadata>[] = [
  {
    key: 'type',
    header: 'Type',
    render: (document) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{t(DOCUMENT_TYPE_LABELS[document.document_type])}</Text>
        {document.is_sensitive && (
          <Badge size="xs" color="orange" variant="light">
            Sensitive
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    text: (document) => document.file_name,
    truncate: true,
    width: 220,
  },
  { key: 'size', header: 'Size', text: (document) => formatFileSize(document.size_bytes) },
  {
    key: 'uploaded',
    header: 'Uploaded',
    render: (document) => (
      <>
        <Text size="sm">{document.uploaded_by_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(document.uploaded_at)}
        </Text>
      </>
    ),
  },
  { key: 'expires', header: 'Expires', text: (document) => formatDate(document.expires_at) },
];

/** The Documents tab of the customer dialog: the list, an inline preview, downloads. */
export function CustomerDocumentsPanel({ customerId }: { customerId: string }) {
  const documents = useCustomerDocuments(customerId);
  const [preview, setPreview] = useState<DocumentMetadata | null>(null);

  return (
    <Stack gap="md">
      <DataTable
        label="Documents"
        columns={COLUMNS}
        rows={documents.data?.data}
        rowKey={(document) => document.id}
        rowLabel={(document) => document.file_name}
        loading={documents.isPending}
        error={
          documents.isError && (
            <Alert color="red" variant="light" title="Error" role="alert">
              {failureReason(documents.error)}
            </Alert>
          )
        }
        emptyText="No documents uploaded yet."
        rowActions={(document) => (
          <>
            {isInlineContentType(document.content_type) && (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => setPreview(document)}
                aria-label={`Preview ${document.file_name}`}
              >
                Preview
              </Button>
            )}
            <Button
              component="a"
              href={documentContentUrl(document.id, true)}
              download={document.file_name}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Download ${document.file_name}`}
            >
              Download
            </Button>
          </>
        )}
      />
      {preview && (
        <Paper withBorder p="sm" radius="md" aria-label={`Preview of ${preview.file_name}`}>
          <Group justify="space-between" mb="xs">
            <Text size="sm" fw={500}>
              {preview.file_name}
            </Text>
            <Group gap="xs">
              <Anchor
                href={documentContentUrl(preview.id)}
                target="_blank"
                rel="noopener"
                size="sm"
              >
                Open in new tab
              </Anchor>
              <Button size="compact-xs" variant="default" onClick={() => setPreview(null)}>
                Close preview
              </Button>
            </Group>
          </Group>
          {preview.content_type.startsWith('image/') ? (
            <img
              src={documentContentUrl(preview.id)}
              alt={preview.file_name}
              style={{ maxWidth: '100%', maxHeight: 480, display: 'block', margin: '0 auto' }}
            />
          ) : (
            <iframe
              src={documentContentUrl(preview.id)}
              title={preview.file_name}
              style={{ width: '100%', height: 480, border: 0 }}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
