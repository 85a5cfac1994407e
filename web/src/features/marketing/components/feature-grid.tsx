import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconCash,
  IconLayoutDashboard,
  IconReportMoney,
  IconUsers,
  IconUserShield,
} from '@tabler/icons-react';
import classes from './landing.module.css';

const FEATURES = [
  {
    icon: IconLayoutDashboard,
    title: 'Dashboards',
    text: 'Open loans, collections due today and pending approvals at a glance.',
  },
  {
    icon: IconUsers,
    title: 'Customer management',
    text: 'Identity, contact and business details with their documents, in one record.',
  },
  {
    icon: IconReportMoney,
    title: 'Loan management',
    text: 'Applications, approval tiers, disbursement and daily repayment schedules.',
  },
  {
    icon: IconCash,
    title: 'Payments',
    text: 'Record cash, UPI, bank transfer and cheque payments against each loan.',
  },
  {
    icon: IconUserShield,
    title: 'External debt collectors',
    text: 'Assign collectors, track field visits, and block or unblock them with a reason.',
  },
  {
    icon: IconChartBar,
    title: 'Reports',
    text: 'Portfolio, collection and audit reports built from your own data.',
  },
];

export function FeatureGrid() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap={4} align="center" ta="center">
            <Title id="features-title" order={2}>
              Everything a lending team works with
            </Title>
            <Text c="dimmed" maw={600}>
              Each role sees the screens and actions its permissions allow.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
