import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EnhancedRiskProfile } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { EnhancedRiskProfileMutationResponse } from '../api/invalidate-risk-figures';
import { EnhancedRiskForm } from './enhanced-risk-form';
import { RiskScoreSummary } from './risk-score-summary';

export interface EnhancedRiskFormModalProps {
  customer: { id: string; name: string };
  latest: EnhancedRiskProfile | null;
  currency: string;
  defaultPhoneCountry: string;
  onClose: () => void;
}

/**
 * The assessment in a dialog (full screen on a phone); once submitted, the server's message,
 * score, band and recommended amount instead of the form.
 */
export default function EnhancedRiskFormModal({
  customer,
  latest,
  currency,
  defaultPhoneCountry,
  onClose,
}: EnhancedRiskFormModalProps) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [answer, setAnswer] = useState<EnhancedRiskProfileMutationResponse | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={answer ? t('enhanced_risk.result.title') : t('enhanced_risk.form.title')}
      size="xl"
      fullScreen={narrow}
      centered
    >
      {answer ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {answer.message}
          </Alert>
          <RiskScoreSummary
            score={answer.risk_profile.risk_score}
            band={answer.risk_profile.risk_band}
            recommended={answer.risk_profile.recommended_loan_amount}
            currency={currency}
          />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <EnhancedRiskForm
          customer={customer}
          latest={latest}
          currency={currency}
          defaultPhoneCountry={defaultPhoneCountry}
          onCancel={onClose}
          onSubmitted={setAnswer}
        />
      )}
    </Modal>
  );
}
