import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './landing.module.css';

export function LandingHero({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Badge variant="white" size="lg" radius="sm" w="fit-content">
            Loan management for micro-lenders
          </Badge>
          <Title id="landing-title" order={1} c="white" fz={{ base: 34, sm: 48 }} lh={1.1}>
            Run lending and collections from one back-office
          </Title>
          <Text c="indigo.0" fz={{ base: 'md', sm: 'lg' }}>
            Lendline keeps customers, daily-repayment loans, payments, collectors and approvals in
            one place, scoped to your organization, with the rules enforced the same way on every
            screen.
          </Text>
          <Group gap="sm">
            <Button
              size="lg"
              variant="white"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              onClick={onGetStarted}
            >
              Get Started
            </Button>
            <Button size="lg" variant="outline" color="white" component={Link} to="/login">
              Staff Login
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
