import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingStore,
  IconPlant2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import classes from './landing.module.css';

const SECTORS = [
  {
    icon: IconBuildingStore,
    title: 'Small retail',
    text: 'Daily-repayment working capital for shops and traders.',
  },
  {
    icon: IconPlant2,
    title: 'Agriculture',
    text: 'Seasonal loans for inputs and equipment, collected in the field.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Transport',
    text: 'Vehicle and fuel finance for drivers and small fleets.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Microfinance groups',
    text: 'Partner organizations and branches under one parent.',
  },
];

export function BusinessSectors() {
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="sectors-title">
      <Container size="lg">
        <Stack gap="xl">
          <Title id="sectors-title" order={2} ta="center">
            Built for the businesses micro-lenders serve
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {SECTORS.map(({ icon: Icon, title, text }) => (
              <Paper key={title} radius="md" p="lg" withBorder>
                <ThemeIcon size={40} radius="xl" variant="light" color="cyan">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h5" mt="sm">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
