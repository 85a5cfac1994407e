import { Button, Group, Stack } from '@mantine/core';
import { canUploadDocumentsFor } from '@lendline/core';
import type { Role } from '@lendline/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { DocumentsPanel } from './documents-panel';
import { UploadDocumentsDialog } from './upload-documents-dialog';
import type { UploadTarget } from './upload-documents-dialog';

/**
 * An entity's documents with their Upload Documents button (the loan details' Documents tab):
 * the button only for a user who may upload one of the entity's types (the same core rule the
 * server applies), opening the upload dialog for the types that user may pick.
 */
export function DocumentsSection({
  target,
  roles,
}: {
  target: UploadTarget;
  roles: readonly Role[];
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  return (
    <Stack gap="sm">
      {canUploadDocumentsFor(roles, target.entity) && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => setUploading(true)}
          >
            {t('customers.documents.upload_title')}
          </Button>
        </Group>
      )}
      <DocumentsPanel owner={{ entity: target.entity, id: target.id }} />
      <UploadDocumentsDialog
        target={uploading ? target : null}
        roles={roles}
        onClose={() => setUploading(false)}
      />
    </Stack>
  );
}
