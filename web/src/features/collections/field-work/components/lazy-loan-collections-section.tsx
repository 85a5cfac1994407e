import { lazy } from 'react';
import { SectionSuspense } from '@/components/ui/section-suspense';
import type { LoanCollectionsSectionProps } from './loan-collections-section';

// The Collections tab's content (its tables, the visit and promise forms and their schemas)
// loads when the tab is first opened, not with the screens whose loan details offer it.
const LoanCollectionsSection = lazy(() =>
  import('./loan-collections-section').then((module) => ({
    default: module.LoanCollectionsSection,
  })),
);

/** The loan details' Collections tab, loaded on first opening, with a spinner meanwhile. */
export function LazyLoanCollectionsSection(props: LoanCollectionsSectionProps) {
  return (
    <SectionSuspense>
      <LoanCollectionsSection {...props} />
    </SectionSuspense>
  );
}
