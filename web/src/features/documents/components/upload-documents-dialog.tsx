import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  canUploadDocumentsFor,
  checkDocumentUpload,
  ACCEPTED_UPLOAD_MIME_TYPES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_UPLOAD_LIMITS,
  noDocumentUploadAccessMessage,
  showsSensitiveDocumentWarning,
  uploadSuccessMessage,
  uploadableDocumentTypes,
} from '@lendline/core';
import type { DocumentEntityType, DocumentType, Role } from '@lendline/core';
import { IconAlertTriangle, IconLock, IconUpload } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format-number';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { DocumentOwner } from '../api/get-entity-documents';
import { useUploadEntityDocuments } from '../api/upload-entity-documents';
import { messageText } from '@/i18n/message-text';

export interface UploadTarget extends DocumentOwner {
  /** Shown in the title: the customer's name and display id, or the loan's number. */
  label: string;
}

interface UploadDocumentsDialogProps {
  target: UploadTarget | null;
  roles: readonly Role[];
  onClose: () => void;
}

/** The file input's accept list: every accepted MIME type and extension. */
const ACCEPT = Object.entries(ACCEPTED_UPLOAD_MIME_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

const UPLOAD_TITLES = {
  customer: (t, label) => t('customers.documents.upload_title_for', { customer: label }),
  loan: (t, label) => t('loans.documents.upload_title_for', { loan: label }),
} satisfies Record<DocumentEntityType, (t: Translate, label: string) => string>;

/**
 * Spec part 2 §5 "Document upload" for a customer or a loan, with that entity's types and limits
 * (§9): real upload, checked before sending.
 */
export function UploadDocumentsDialog({ target, roles, onClose }: UploadDocumentsDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        target
          ? UPLOAD_TITLES[target.entity](t, target.label)
          : t('customers.documents.upload_title')
      }
      size="lg"
      centered
    >
      {target && (
        <UploadForm
          owner={{ entity: target.entity, id: target.id }}
          roles={roles}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

type UploadValues = { document_type: DocumentType | null; expires_at: string; files: File[] };

function UploadForm({
  owner,
  roles,
  onDone,
}: {
  owner: DocumentOwner;
  roles: readonly Role[];
  onDone: () => void;
}) {
  const t = useT();
  const upload = useUploadEntityDocuments();
  const initialValues: UploadValues = { document_type: null, expires_at: '', files: [] };
  const form = useSchemaForm({ initialValues });
  const { document_type: documentType, files } = form.values;
  const types = uploadableDocumentTypes(roles, owner.entity);
  const limits = DOCUMENT_UPLOAD_LIMITS[owner.entity];

  // Without documents:create, or without a single type allowed for the entity, nothing to pick.
  if (!canUploadDocumentsFor(roles, owner.entity)) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t(DOCUMENT_MESSAGES.accessDeniedTitle)}
        icon={<IconLock size={18} />}
        role="alert"
      >
        {messageText(t, noDocumentUploadAccessMessage(owner.entity))}
      </Alert>
    );
  }

  // The upload checks are the spec's toasts (checkDocumentUpload, the server's own checks), not
  // field errors; the server's field errors (an invalid expiry date) still land on their fields.
  const submit = form.handleSubmit(
    async (values) => {
      const problem = checkDocumentUpload({
        roles,
        entity: owner.entity,
        documentType: values.document_type,
        files: values.files,
      });
      if (problem) {
        notifyError(t(problem.title), messageText(t, problem.message));
        return;
      }
      const result = await upload.mutateAsync({
        owner,
        documentType: values.document_type!,
        expiresAt: values.expires_at || null,
        files: values.files,
      });
      notifySuccess(
        messageText(t, uploadSuccessMessage(result.documents.length)),
        t(DOCUMENT_MESSAGES.uploadSuccessTitle),
      );
      onDone();
    },
    {
      // The server's own refusal (size, count, content type…) reads better than the generic text.
      onError: (error) =>
        notifyError(
          t(DOCUMENT_MESSAGES.uploadFailed.title),
          isApiError(error) && error.status < 500
            ? error.message
            : t(DOCUMENT_MESSAGES.uploadFailed.message),
        ),
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('customers.documents.upload_form_label')}>
      <Stack gap="sm">
        <Select
          label={t('customers.documents.document_type')}
          placeholder={t('customers.documents.select_document_type')}
          withAsterisk
          allowDeselect={false}
          data={types.map((type) => ({ value: type, label: t(DOCUMENT_TYPE_LABELS[type]) }))}
          {...form.getInputProps('document_type')}
        />
        {documentType && showsSensitiveDocumentWarning(roles, documentType) && (
          <Alert
            color="orange"
            variant="light"
            title={t('customers.documents.sensitive_title')}
            icon={<IconAlertTriangle size={18} />}
          >
            {t('customers.documents.sensitive_warning')}
          </Alert>
        )}
        <TextInput
          type="date"
          label={t('customers.documents.expiry_date')}
          description={t('common.optional')}
          {...form.getInputProps('expires_at')}
        />
        <FileInput
          label={t('customers.documents.files')}
          placeholder={t('customers.documents.choose_files')}
          description={t('customers.documents.files_hint', {
            maxFiles: formatNumber(limits.maxFiles),
            maxFileSizeMb: formatNumber(limits.maxFileSizeMb),
          })}
          withAsterisk
          multiple
          clearable
          accept={ACCEPT}
          {...form.getInputProps('files')}
          leftSection={<IconUpload size={16} aria-hidden />}
        />
        {files.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('customers.documents.files_selected', { count: files.length })}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            {t('customers.documents.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
