import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMERGENCY_ACCESS_MAX_HOURS,
  grantablePermissions,
  type Permission,
  type Role,
} from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { fieldErrorsOf } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGrantableUsers } from '../api/get-grantable-users';
import { useGrantEmergencyAccess } from '../api/grant-access';

interface GrantAccessDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The grantor: their own id (not offered) and roles (what they may hand out). */
  grantor: { userId: string; roles: readonly Role[] };
}

interface GrantForm {
  user_id: string | null;
  permissions: string[];
  reason: string;
  duration_hours: number | string;
}

/**
 * Grant emergency access (spec part 1 §6): a user in scope, permissions limited to those the
 * grantor holds, a reason and a duration of at most 24 hours.
 */
export function GrantAccessDialog(props: GrantAccessDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('emergency.dialog.title')}
      size="lg"
      centered
    >
      {props.opened && <GrantAccessForm {...props} />}
    </Modal>
  );
}

function GrantAccessForm({ onClose, grantor }: GrantAccessDialogProps) {
  const t = useT();
  const users = useGrantableUsers(true);
  const grant = useGrantEmergencyAccess();
  const offered: Permission[] = grantablePermissions(grantor.roles);
  const form = useForm<GrantForm>({
    initialValues: { user_id: null, permissions: [], reason: '', duration_hours: 1 },
    validate: {
      user_id: (value) => (value ? null : t('emergency.dialog.user_placeholder')),
      permissions: (value) =>
        value.length > 0 ? null : t('emergency.dialog.permissions_required'),
      reason: (value) => (value.trim() ? null : t('emergency.dialog.reason_required')),
      duration_hours: (value) => {
        const hours = Number(value);
        return Number.isInteger(hours) && hours >= 1 && hours <= EMERGENCY_ACCESS_MAX_HOURS
          ? null
          : t('emergency.dialog.duration_help');
      },
    },
  });
  const userOptions = (users.data?.data ?? [])
    .filter((user) => user.user_id !== grantor.userId)
    .map((user) => ({
      value: user.user_id,
      label: `${user.first_name} ${user.last_name} (${user.email})`,
    }));

  const submit = form.onSubmit((values) =>
    grant.mutate(
      {
        user_id: values.user_id!,
        permissions: values.permissions as Permission[],
        reason: values.reason.trim(),
        duration_hours: Number(values.duration_hours),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else notifyError(t('emergency.action_failed'), failureReason(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('emergency.dialog.user')}
          placeholder={t('emergency.dialog.user_placeholder')}
          data={userOptions}
          searchable
          required
          {...form.getInputProps('user_id')}
        />
        <Checkbox.Group
          label={t('emergency.dialog.permissions')}
          description={t('emergency.dialog.permissions_help')}
          required
          {...form.getInputProps('permissions')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {offered.map((permission) => (
              <Checkbox key={permission} value={permission} label={permission} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={t('emergency.dialog.reason')}
          required
          maxLength={500}
          rows={3}
          {...form.getInputProps('reason')}
        />
        <NumberInput
          label={t('emergency.dialog.duration')}
          description={t('emergency.dialog.duration_help')}
          min={1}
          max={EMERGENCY_ACCESS_MAX_HOURS}
          allowDecimal={false}
          required
          {...form.getInputProps('duration_hours')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('emergency.dialog.cancel')}
          </Button>
          <Button type="submit" loading={grant.isPending}>
            {t('emergency.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
