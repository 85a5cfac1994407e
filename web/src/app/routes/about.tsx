import { Container, Stack, Text, Title } from '@mantine/core';
import { LandingFooter } from '@/features/marketing/components/landing-footer';
import { PublicHeader } from '@/features/marketing/components/public-header';
import { useT } from '@/i18n/use-t';

export default function AboutRoute() {
  const t = useT();
  return (
    <>
      <PublicHeader />
      <main>
        <Container size="md" py={64}>
          <Stack gap="md">
            <Title order={1}>{t('public.about.title')}</Title>
            <Text>{t('public.about.what')}</Text>
            <Text>{t('public.about.who')}</Text>
          </Stack>
        </Container>
      </main>
      <LandingFooter />
    </>
  );
}
