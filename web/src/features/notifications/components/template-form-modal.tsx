import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  LANGUAGES,
  MESSAGE_CHANNELS,
  MessageTemplateInputSchema,
  TEMPLATE_VARIABLES,
  type MessageChannel,
  type Language,
  type MessageTemplate,
  type MessageTemplateInput,
  type TemplatePreview,
} from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  previewTemplate,
  useCreateTemplate,
  useLoanChoices,
  useUpdateTemplate,
} from '../api/templates';
import { CHANNEL_LABELS } from './message-status-badge';

const LANGUAGE_LABELS = {
  en: 'notifications.language.en',
  hi: 'notifications.language.hi',
  sw: 'notifications.language.sw',
} as const;

interface TemplateValues extends Record<string, unknown> {
  name: string;
  channel: MessageChannel;
  language: Language;
  subject: string;
  body: string;
}

/**
 * A new template, or a change to `template`: channel, language, text with variables; previewed
 * with a chosen loan.
 */
export function TemplateFormModal({
  opened,
  onClose,
  template = null,
}: {
  opened: boolean;
  onClose: () => void;
  template?: MessageTemplate | null;
}) {
  const t = useT();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const form = useSchemaForm<TemplateValues, MessageTemplateInput>({
    initialValues: template
      ? {
          name: template.name,
          channel: template.channel,
          language: template.language,
          subject: template.subject ?? '',
          body: template.body,
        }
      : { name: '', channel: 'sms', language: 'en', subject: '', body: '' },
    schema: MessageTemplateInputSchema,
    toRequest: (values) => ({
      ...values,
      subject: values.channel === 'email' && values.subject ? values.subject : undefined,
    }),
  });
  const [loanSearch, setLoanSearch] = useState('');
  const [loanId, setLoanId] = useState<string | null>(null);
  const loans = useLoanChoices(loanSearch);
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setPreview(null);
    setPreviewError(null);
    onClose();
  };

  const showPreview = async () => {
    if (!loanId) return;
    try {
      setPreviewError(null);
      const { values } = form;
      setPreview(
        await previewTemplate({
          loan_id: loanId,
          language: values.language,
          body: values.body,
          subject: values.channel === 'email' && values.subject ? values.subject : undefined,
        }),
      );
    } catch (error) {
      setPreview(null);
      setPreviewError(failureReason(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(template ? 'notifications.templates.edit' : 'notifications.templates.new')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(
          async (request) => {
            const answer = template
              ? await update.mutateAsync({ id: template.id, patch: request })
              : await create.mutateAsync(request);
            notifySuccess(answer.message);
            close();
          },
          {
            onError: (error) =>
              notifyError(
                t('common.error'),
                t('notifications.templates.save_failed', { reason: failureReason(error) }),
              ),
          },
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('notifications.templates.name')}
            required
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <Select
              label={t('notifications.templates.channel')}
              data={MESSAGE_CHANNELS.map((value) => ({ value, label: t(CHANNEL_LABELS[value]) }))}
              allowDeselect={false}
              {...form.getInputProps('channel')}
            />
            <Select
              label={t('notifications.templates.language')}
              data={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_LABELS[value]) }))}
              allowDeselect={false}
              {...form.getInputProps('language')}
            />
          </Group>
          {form.values.channel === 'email' && (
            <TextInput
              label={t('notifications.templates.subject')}
              required
              {...form.getInputProps('subject')}
            />
          )}
          <Textarea
            label={t('notifications.templates.body')}
            description={t('notifications.templates.variables', {
              variables: TEMPLATE_VARIABLES.map((name) => `{{${name}}}`).join(', '),
            })}
            required
            minRows={3}
            {...form.getInputProps('body')}
          />
          <Paper withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group align="flex-end" wrap="wrap">
                <Select
                  label={t('notifications.templates.preview_loan')}
                  searchable
                  searchValue={loanSearch}
                  onSearchChange={setLoanSearch}
                  data={(loans.data?.data ?? []).map((loan) => ({
                    value: loan.id,
                    label: `${loan.loan_number} · ${loan.customer_name}`,
                  }))}
                  value={loanId}
                  onChange={setLoanId}
                  nothingFoundMessage={t('notifications.templates.no_loans')}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <Button variant="light" onClick={() => void showPreview()} disabled={!loanId}>
                  {t('notifications.templates.preview')}
                </Button>
              </Group>
              {previewError && (
                <Alert color="red" variant="light" role="alert">
                  {previewError}
                </Alert>
              )}
              {preview && (
                <Stack gap={4} aria-live="polite">
                  {preview.subject && (
                    <Text size="sm" fw={600}>
                      {preview.subject}
                    </Text>
                  )}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
                    {preview.body}
                  </Text>
                </Stack>
              )}
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('notifications.templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
