import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ENHANCED_RISK_SECTIONS,
  enhancedSectionsComplete,
  scoreEnhancedProfile,
} from '@lendline/core';
import type { EnhancedRiskFormValues } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { TAB_LABELS } from '../lib/enhanced-risk-labels';
import { Figure, RiskScoreSummary } from './risk-score-summary';

/**
 * The Review tab: which sections are complete, the consolidated figures (spec part 2 §3) and the
 * score the server will compute from this body — core's own function, so they agree.
 */
export function ReviewPanel({
  draft,
  currency,
}: {
  draft: EnhancedRiskFormValues;
  currency: string;
}) {
  const t = useT();
  const sections = enhancedSectionsComplete(draft);
  const estimate = scoreEnhancedProfile(draft);
  const { consolidation } = estimate;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="review-sections">
        <Title order={4} size="h6" mb="sm" id="review-sections">
          {t('enhanced_risk.review.sections')}
        </Title>
        <Stack gap={4} component="ul" p={0} m={0}>
          {ENHANCED_RISK_SECTIONS.map((section) => (
            <li key={section} style={{ listStyle: 'none' }}>
              <Group gap="xs">
                <Text size="sm">{t(TAB_LABELS[section])}</Text>
                <Badge color={sections[section] ? 'teal' : 'gray'} variant="light">
                  {sections[section]
                    ? t('enhanced_risk.completion.section_complete')
                    : t('enhanced_risk.completion.section_incomplete')}
                </Badge>
              </Group>
            </li>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="review-figures">
        <Title order={4} size="h6" mb="sm" id="review-figures">
          {t('enhanced_risk.review.consolidated')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Figure label={t('enhanced_risk.review.businesses_count')}>
            {formatNumber(consolidation.total_businesses_count)}
          </Figure>
          <Figure label={t('enhanced_risk.review.monthly_income')}>
            {formatMoney(consolidation.monthly_income_paise / 100, currency)}
          </Figure>
          <Figure label={t('enhanced_risk.review.monthly_expenses')}>
            {formatMoney(consolidation.monthly_expenses_paise / 100, currency)}
          </Figure>
          <Figure label={t('enhanced_risk.review.debt_burden')}>
            {formatMoney(consolidation.debt_burden_paise / 100, currency)}
          </Figure>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="review-estimate">
        <Title order={4} size="h6" mb="sm" id="review-estimate">
          {t('enhanced_risk.review.estimate')}
        </Title>
        <RiskScoreSummary
          score={estimate.score}
          band={estimate.band}
          recommended={estimate.recommended_loan_amount}
          currency={currency}
        />
      </Paper>
    </Stack>
  );
}
