import { BusinessIntelligenceScreen } from '@/features/analytics/components/business-intelligence-screen';
import { RiskBandOutcomes } from '@/features/risk-performance/components/risk-band-outcomes';

/** Issue 14: the analytics screen, with the risk back-test's band outcomes among its charts. */
export default function BusinessIntelligenceRoute() {
  return <BusinessIntelligenceScreen riskOutcomes={<RiskBandOutcomes />} />;
}
