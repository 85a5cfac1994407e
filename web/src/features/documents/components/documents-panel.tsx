import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, isInlineContentType } from '@lendline/core';
import type { DocumentMetadata } from '@lendline/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatDateTime } from '@/lib/format-date-time';
import { documentContentUrl, useEntityDocuments } from '../api/get-entity-documents';
import type { DocumentOwner } from '../api/get-entity-documents';
import { formatFileSize } from '@/lib/format-number';

const columnsOf = (t: Translate): DataTableColumn<DocumentMetadata>[] => [
  {
    key: 'type',
    header: t('customers.documents.columns.type'),
    render: (document) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{t(DOCUMENT_TYPE_LABELS[document.document_type])}</Text>
        {document.is_sensitive && (
          <Badge size="xs" color="orange" variant="light">
            {t('customers.documents.sensitive')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'name',
    header: t('customers.documents.columns.name'),
    text: (document) => document.file_name,
    truncate: true,
    width: 220,
  },
  {
    key: 'size',
    header: t('customers.documents.columns.size'),
    text: (document) => formatFileSize(document.size_bytes),
  },
  {
    key: 'uploaded',
    header: t('customers.documents.columns.uploaded'),
    render: (document) => (
      <>
        <Text size="sm">{document.uploaded_by_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(document.uploaded_at)}
        </Text>
      </>
    ),
  },
  {
    key: 'expires',
    header: t('customers.documents.columns.expires'),
    text: (document) => formatDate(document.expires_at),
  },
];

/** A customer's or a loan's documents: the list, an inline preview, downloads. */
export function DocumentsPanel({ owner }: { owner: DocumentOwner }) {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const documents = useEntityDocuments(owner);
  const [preview, setPreview] = useState<DocumentMetadata | null>(null);

  return (
    <Stack gap="md">
      <DataTable
        label={t('customers.documents.title')}
        columns={columns}
        rows={documents.data?.data}
        rowKey={(document) => document.id}
        rowLabel={(document) => document.file_name}
        loading={documents.isPending}
        error={
          documents.isError && (
            <Alert color="red" variant="light" title={t('common.error')} role="alert">
              {failureReason(documents.error)}
            </Alert>
          )
        }
        emptyText={t('customers.documents.empty')}
        rowActions={(document) => (
          <>
            {isInlineContentType(document.content_type) && (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => setPreview(document)}
                aria-label={t('customers.documents.preview_file', { name: document.file_name })}
              >
                {t('customers.documents.preview')}
              </Button>
            )}
            <Button
              component="a"
              href={documentContentUrl(document.id, true)}
              download={document.file_name}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t('customers.documents.download_file', { name: document.file_name })}
            >
              {t('customers.documents.download')}
            </Button>
          </>
        )}
      />
      {preview && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          aria-label={t('customers.documents.preview_of', { name: preview.file_name })}
        >
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
                {t('customers.documents.open_in_new_tab')}
              </Anchor>
              <Button size="compact-xs" variant="default" onClick={() => setPreview(null)}>
                {t('customers.documents.close_preview')}
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
