import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingStore,
  IconPlant2,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import type { MessageKey } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import classes from './landing.module.css';

const SECTORS: readonly { icon: TablerIcon; titleKey: MessageKey; textKey: MessageKey }[] = [
  {
    icon: IconBuildingStore,
    titleKey: 'public.sectors.retail',
    textKey: 'public.sectors.retail_text',
  },
  {
    icon: IconPlant2,
    titleKey: 'public.sectors.agriculture',
    textKey: 'public.sectors.agriculture_text',
  },
  {
    icon: IconTruckDelivery,
    titleKey: 'public.sectors.transport',
    textKey: 'public.sectors.transport_text',
  },
  {
    icon: IconBuildingCommunity,
    titleKey: 'public.sectors.microfinance',
    textKey: 'public.sectors.microfinance_text',
  },
];

export function BusinessSectors() {
  const t = useT();
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="sectors-title">
      <Container size="lg">
        <Stack gap="xl">
          <Title id="sectors-title" order={2} ta="center">
            {t('public.sectors.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {SECTORS.map(({ icon: Icon, titleKey, textKey }) => (
              <Paper key={titleKey} radius="md" p="lg" withBorder>
                <ThemeIcon size={40} radius="xl" variant="light" color="cyan">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h5" mt="sm">
                  {t(titleKey)}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(textKey)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
