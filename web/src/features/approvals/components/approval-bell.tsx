import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Indicator,
  Paper,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import type { ApprovalRequest, PermissionSubject } from '@lendline/core';
import { useId } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { formatNumber } from '@/lib/format-number';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovalSummary } from '../api/get-approval-summary';

/** Spec part 1 §9: the badge caps at '9+'. */
const BADGE_CAP = 9;

export function formatBellCount(total: number): string {
  return total > BADGE_CAP ? `${BADGE_CAP}+` : String(total);
}

/**
 * The header approval bell (spec part 1 §2 "Approval bell"): hidden when nothing is pending;
 * the popover lists the first 3 requests awaiting the user, each with a quick Approve, and the
 * first 2 waiting on someone else.
 */
export function ApprovalBell({ subject }: { subject: PermissionSubject | null }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const canRead = subject !== null && isAllowed(subject, 'approvals:read');
  const canApprove = subject !== null && isAllowed(subject, 'approvals:approve');
  const summary = useApprovalSummary({ enabled: canRead });
  const decide = useDecideApproval();

  const bell = summary.data;
  if (!bell || bell.pending_total === 0) return null;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={420}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Indicator label={formatBellCount(bell.pending_total)} size={18} color="red" offset={4}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            // The badge is drawn beside the button: say the count in its name for screen readers.
            aria-label={t('approvals.bell.label', { count: bell.pending_total })}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {/* Never wider than the screen: 420 px would push a 390 px phone's page sideways. */}
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={titleId}>
        <Group justify="space-between" p="sm">
          <Text fw={700} id={titleId}>
            {t('approvals.bell.title')}
          </Text>
          <Badge variant="light">
            {t('approvals.bell.pending_count', { count: bell.pending_total })}
          </Badge>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420}>
          <Stack gap="sm" p="sm">
            {bell.awaiting_mine_total > 0 && (
              <BellSection
                title={t('approvals.bell.awaiting_mine', {
                  count: formatNumber(bell.awaiting_mine_total),
                })}
              >
                {bell.awaiting_mine.map((request) => (
                  <AwaitingItem
                    key={request.id}
                    request={request}
                    canApprove={canApprove}
                    approving={decide.isPending && decide.variables?.id === request.id}
                    onApprove={() => decide.mutate({ id: request.id, decision: 'approve' })}
                  />
                ))}
              </BellSection>
            )}
            {bell.awaiting_mine_total === 0 && (
              <Text size="sm" c="dimmed">
                {t('approvals.bell.all_with_others')}
              </Text>
            )}
            {bell.others_total > 0 && (
              <BellSection
                title={t('approvals.bell.others', { count: formatNumber(bell.others_total) })}
              >
                {bell.others.map((request) => (
                  <Paper key={request.id} withBorder p="xs" radius="sm">
                    <Text size="sm" fw={500}>
                      {request.summary}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('approvals.bell.with_another_approver')}
                    </Text>
                  </Paper>
                ))}
              </BellSection>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Button
          component={Link}
          to="/approvals"
          variant="subtle"
          fullWidth
          radius={0}
          onClick={() => setOpened(false)}
        >
          {t('approvals.bell.view_all')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}

function BellSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface AwaitingItemProps {
  request: ApprovalRequest;
  canApprove: boolean;
  approving: boolean;
  onApprove: () => void;
}

function AwaitingItem({ request, canApprove, approving, onApprove }: AwaitingItemProps) {
  const t = useT();
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} lineClamp={2}>
          {request.summary}
        </Text>
        {canApprove && (
          <Button
            size="compact-xs"
            color="teal"
            onClick={onApprove}
            loading={approving}
            style={{ flexShrink: 0 }}
          >
            {t('approvals.actions.approve')}
          </Button>
        )}
      </Group>
      <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
        <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
          {t('approvals.bell.urgent')}
        </Badge>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {request.notes?.trim() ? request.notes : t('approvals.no_notes')}
        </Text>
      </Group>
    </Paper>
  );
}
