import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { DemoDataScreen } from '@/features/demo-data/components/demo-data-screen';
import { useT } from '@/i18n/use-t';

export default function DemoDataRoute() {
  const t = useT();
  return (
    <SectionErrorBoundary title={t('organizations.demo_data.failed_to_load')}>
      <DemoDataScreen />
    </SectionErrorBoundary>
  );
}
