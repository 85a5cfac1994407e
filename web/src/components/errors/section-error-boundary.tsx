import { Alert, Button } from '@mantine/core';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** Names the section in the message, e.g. 'Navigation counts'. */
  title?: string;
  /**
   * A failure is cleared when this changes (the shell passes the address, so moving to another
   * screen leaves the failed one behind). Unlike a `key`, it never remounts a section that did
   * not fail: a screen whose address changes under it (a draft given its own) keeps its state.
   */
  resetKey?: string;
}

interface SectionErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

/** Keeps a failing section from taking the whole screen down; the rest stays usable. */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<SectionErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: SectionErrorBoundaryProps,
    state: SectionErrorBoundaryState,
  ): Partial<SectionErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
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
