import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../ui';

type Props = { children: ReactNode; /** A change (the path) clears a caught error. */ resetKey: string };
type State = { error: unknown };

/**
 * Catches a page that fails to render or whose chunk fails to load (e.g. after a deploy
 * replaced the files). A failed lazy import stays failed, so retry reloads the page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
