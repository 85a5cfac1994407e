import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { SUPPORT_EMAIL, supportHours } from '@/lib/support';
import classes from './landing.module.css';

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap="xs">
            <BrandLogo size="sm" tagline="Financial Services" />
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Lendline
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Support
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
            <Text size="sm" c="dimmed">
              {supportHours()}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Company
            </Text>
            <Anchor component={Link} to="/about" size="sm">
              About
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              Staff login
            </Anchor>
          </Stack>
        </Group>
      </Container>
    </footer>
  );
}
