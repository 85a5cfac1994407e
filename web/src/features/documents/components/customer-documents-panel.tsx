import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, isInlineContentType } from '@lendline/core';
import type { DocumentMetadata } from '@lendline/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatDateTime } from '@/lib/format-date-time';
import { documentContentUrl, useCustomerDocuments } from '../api/get-customer-documents';
import { formatFileSize } from '@/lib/format-number';

/** The Documents tab of the customer dialog: the list, an inline preview, downloads. */
export function CustomerDocumentsPanel({ customerId }: { customerId: string }) {
  const documents = useCustomerDocuments(customerId);
  const [preview, setPreview] = useState<DocumentMetadata | null>(null);

  if (documents.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading documents" />
      </Center>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" variant="light" title="Error" role="alert">
        {failureReason(documents.error)}
      </Alert>
    );
  }
  if (documents.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No documents uploaded yet.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.data.data.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{DOCUMENT_TYPE_LABELS[document.document_type]}</Text>
                    {document.is_sensitive && (
                      <Badge size="xs" color="orange" variant="light">
                        Sensitive
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1} maw={220}>
                    {document.file_name}
                  </Text>
                </Table.Td>
                <Table.Td>{formatFileSize(document.size_bytes)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{document.uploaded_by_name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(document.uploaded_at)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(document.expires_at)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
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
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
