import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/inputs/language-select';
import { BrandLogo } from '@/components/ui/brand-logo';

export function PublicHeader({ onGetStarted }: { onGetStarted?: () => void }) {
  return (
    <header>
      <Container size="lg" py="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Lendline home">
            <BrandLogo size="sm" />
          </Anchor>
          <Group gap="xs">
            <LanguageSwitcher size="xs" />
            <Button component={Link} to="/about" variant="subtle" color="gray">
              About
            </Button>
            {onGetStarted ? (
              <Button variant="light" onClick={onGetStarted}>
                Sign In
              </Button>
            ) : (
              <Button component={Link} to="/login" variant="light">
                Sign In
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
