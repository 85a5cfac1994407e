import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconCash,
  IconLayoutDashboard,
  IconReportMoney,
  IconUsers,
  IconUserShield,
  type TablerIcon,
} from '@tabler/icons-react';
import type { MessageKey } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import classes from './landing.module.css';

const FEATURES: readonly { icon: TablerIcon; titleKey: MessageKey; textKey: MessageKey }[] = [
  {
    icon: IconLayoutDashboard,
    titleKey: 'public.features.dashboards',
    textKey: 'public.features.dashboards_text',
  },
  {
    icon: IconUsers,
    titleKey: 'public.features.customers',
    textKey: 'public.features.customers_text',
  },
  {
    icon: IconReportMoney,
    titleKey: 'public.features.loans',
    textKey: 'public.features.loans_text',
  },
  {
    icon: IconCash,
    titleKey: 'public.features.payments',
    textKey: 'public.features.payments_text',
  },
  {
    icon: IconUserShield,
    titleKey: 'public.features.collectors',
    textKey: 'public.features.collectors_text',
  },
  {
    icon: IconChartBar,
    titleKey: 'public.features.reports',
    textKey: 'public.features.reports_text',
  },
];

export function FeatureGrid() {
  const t = useT();
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap={4} align="center" ta="center">
            <Title id="features-title" order={2}>
              {t('public.features.title')}
            </Title>
            <Text c="dimmed" maw={600}>
              {t('public.features.subtitle')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map(({ icon: Icon, titleKey, textKey }) => (
              <Card key={titleKey} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {t(titleKey)}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {t(textKey)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
