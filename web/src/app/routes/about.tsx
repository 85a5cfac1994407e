import { Container, Stack, Text, Title } from '@mantine/core';
import { LandingFooter } from '@/features/marketing/components/landing-footer';
import { PublicHeader } from '@/features/marketing/components/public-header';

export default function AboutRoute() {
  return (
    <>
      <PublicHeader />
      <main>
        <Container size="md" py={64}>
          <Stack gap="md">
            <Title order={1}>About Lendline</Title>
            <Text>
              Lendline is a loan-management and debt-collection back-office for micro-lenders that
              give daily-repayment loans. Staff sign in, and everything they see and do is scoped to
              their organization.
            </Text>
            <Text>
              Administrators, managers, loan officers, collection and field agents, compliance
              officers and auditors each see the screens and actions their roles allow. The same
              rules decide what the screens offer and what the server accepts, and every change is
              written to an audit log.
            </Text>
          </Stack>
        </Container>
      </main>
      <LandingFooter />
    </>
  );
}
