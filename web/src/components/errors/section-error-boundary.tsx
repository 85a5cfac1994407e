import { Alert, Button } from '@mantine/core';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

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
      <Alert color="red" title={this.props.title ?? 'This section failed to load'} role="alert">
        {this.state.error.message}
        <Button
          variant="subtle"
          size="compact-sm"
          ml="xs"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </Button>
      </Alert>
    );
  }
}
