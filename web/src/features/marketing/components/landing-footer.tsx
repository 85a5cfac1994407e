import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useT } from '@/i18n/use-t';
import { SUPPORT_EMAIL, supportHours } from '@/lib/support';
import classes from './landing.module.css';

export function LandingFooter() {
  const t = useT();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap="xs">
            <BrandLogo size="sm" tagline={t('public.brand_tagline')} />
            <Text size="sm" c="dimmed">
              {t('public.footer.copyright', { year: String(new Date().getFullYear()) })}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('public.footer.support')}
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
              {t('public.footer.company')}
            </Text>
            <Anchor component={Link} to="/about" size="sm">
              {t('public.about_link')}
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              {t('public.footer.staff_login')}
            </Anchor>
          </Stack>
        </Group>
      </Container>
    </footer>
  );
}
