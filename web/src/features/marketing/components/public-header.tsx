import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/inputs/language-select';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useT } from '@/i18n/use-t';

export function PublicHeader({ onGetStarted }: { onGetStarted?: () => void }) {
  const t = useT();
  return (
    <header>
      <Container size="lg" py="md">
        <Group justify="space-between">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            c="inherit"
            aria-label={t('public.home_link')}
          >
            <BrandLogo size="sm" />
          </Anchor>
          <Group gap="xs">
            <LanguageSwitcher size="xs" />
            <Button component={Link} to="/about" variant="subtle" color="gray">
              {t('public.about_link')}
            </Button>
            {onGetStarted ? (
              <Button variant="light" onClick={onGetStarted}>
                {t('public.sign_in')}
              </Button>
            ) : (
              <Button component={Link} to="/login" variant="light">
                {t('public.sign_in')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
