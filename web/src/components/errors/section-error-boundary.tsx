import { Alert, Button } from '@mantine/core';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** Names the section in the message, e.g. 'Navigation counts'. */
  title?: string;
}

interface SectionErrorBoundaryState {
  error: Error | null;
}

/** Keeps a failing section from taking the whole screen down; the rest stays usable. */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): SectionErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Section failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <SectionFailure
        title={this.props.title}
        message={this.state.error.message}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/** The failed section's alert: a function component, so it speaks the active language. */
function SectionFailure({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert color="red" title={title ?? t('common.section_error.title')} role="alert">
      {message}
      <Button variant="subtle" size="compact-sm" ml="xs" onClick={onRetry}>
        {t('common.try_again')}
      </Button>
    </Alert>
  );
}
