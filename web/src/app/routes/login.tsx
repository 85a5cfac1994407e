import {
  Alert,
  Anchor,
  Box,
  Grid,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/inputs/language-select';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useT } from '@/i18n/use-t';
import { SUPPORT_EMAIL } from '@/lib/support';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { usePreloadOnFirstActivity } from '../route-preload';

/** The code step loads only for an account with MFA, once its password is accepted. */
const MfaCodeStep = lazy(() =>
  import('@/features/mfa/components/mfa-code-step').then((module) => ({
    default: module.MfaCodeStep,
  })),
);
import classes from './login.module.css';

/** What a page sending someone here may ask the login page to say (the e-mail verification). */
export interface LoginNotice {
  notice: string;
}

function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<LoginNotice> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export default function LoginRoute() {
  const t = useT();
  const notice = noticeOf(useLocation().state);
  // While the user types, the screen they land on after signing in loads.
  usePreloadOnFirstActivity('/dashboard');
  return (
    <RedirectIfSignedIn>
      <Grid component="main" gap={0} mih="100dvh">
        <Grid.Col span={{ base: 12, md: 6 }} className={classes.brandPanel} visibleFrom="md">
          <Stack justify="space-between" h="100%" p={48}>
            <BrandLogo size="lg" tagline={t('public.brand_tagline')} inverted />
            <Stack gap="lg">
              <Title order={2} c="white" fz={32} lh={1.2}>
                {t('public.login.headline')}
              </Title>
              <List
                spacing="sm"
                c="indigo.0"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="white">
                    <IconCheck size={14} aria-hidden />
                  </ThemeIcon>
                }
              >
                <List.Item>{t('public.login.point_scoped')}</List.Item>
                <List.Item>{t('public.login.point_approvals')}</List.Item>
                <List.Item>{t('public.login.point_audit')}</List.Item>
              </List>
            </Stack>
            <Text size="sm" c="indigo.1">
              {t('public.login.account_hint')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Box className={classes.formSide}>
            <Paper w="100%" maw={420} p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="sm">
              <Stack gap="lg">
                <LanguageSwitcher size="xs" w={140} ml="auto" />
                <Box hiddenFrom="md">
                  <BrandLogo size="md" tagline={t('public.brand_tagline')} />
                </Box>
                <div>
                  <Title order={1} size="h2">
                    {t('public.login.title')}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('public.login.subtitle')}
                  </Text>
                </div>
                {notice && (
                  <Alert color="teal" variant="light" role="status">
                    {notice}
                  </Alert>
                )}
                <LoginForm
                  mfaStep={(step) => (
                    <Suspense fallback={<Loader size="sm" aria-hidden />}>
                      <MfaCodeStep {...step} />
                    </Suspense>
                  )}
                />
                <Text size="sm" c="dimmed" ta="center">
                  {t('public.login.help')}{' '}
                  <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
                </Text>
                <Anchor component={Link} to="/" size="sm" ta="center">
                  {t('public.back_to_home')}
                </Anchor>
              </Stack>
            </Paper>
          </Box>
        </Grid.Col>
      </Grid>
    </RedirectIfSignedIn>
  );
}
