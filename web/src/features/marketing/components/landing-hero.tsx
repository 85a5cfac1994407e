import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import classes from './landing.module.css';

export function LandingHero({ onGetStarted }: { onGetStarted: () => void }) {
  const t = useT();
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Badge variant="white" size="lg" radius="sm" w="fit-content">
            {t('public.landing.badge')}
          </Badge>
          <Title id="landing-title" order={1} c="white" fz={{ base: 34, sm: 48 }} lh={1.1}>
            {t('public.landing.title')}
          </Title>
          <Text c="indigo.0" fz={{ base: 'md', sm: 'lg' }}>
            {t('public.landing.intro')}
          </Text>
          <Group gap="sm">
            <Button
              size="lg"
              variant="white"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              onClick={onGetStarted}
            >
              {t('public.landing.get_started')}
            </Button>
            <Button size="lg" variant="outline" color="white" component={Link} to="/login">
              {t('public.landing.staff_login')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
