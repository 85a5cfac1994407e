import type { ReactNode } from 'react';

/**
 * What the customer screens need from the documents feature (features never import each other:
 * the route passes these in). Both are optional so the screens also work without documents.
 */
export interface CustomerDocumentsSlots {
  /** The Documents tab of the detail dialog. */
  renderDocuments?: (customer: { id: string }) => ReactNode;
  /** The Messages tab of the detail dialog (the notifications feature, issue 14). */
  renderMessages?: (customer: { id: string }) => ReactNode;
  /** The upload dialog for a customer; `target` null means closed. */
  renderUploadDialog?: (
    target: { id: string; label: string } | null,
    onClose: () => void,
  ) => ReactNode;
}
