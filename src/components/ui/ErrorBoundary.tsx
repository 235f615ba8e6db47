import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

// What browsers and Vite say when a lazily loaded file is missing, typically because a deploy replaced it. A
// browser may keep the failed module for the rest of the page's life, so only a reload brings the screen back.
const CHUNK_LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk .* failed/i;

function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message);
}

const reloadPage = () => window.location.reload();

interface FallbackProps {
  chunkFailed: boolean;
  onReload: () => void;
  onReset: () => void;
}

function ErrorFallback({ chunkFailed, onReload, onReset }: FallbackProps) {
  const { t } = useTranslation('common');
  return (
    <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{chunkFailed ? t('errorBoundary.chunkFailed') : t('errorBoundary.failed')}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={chunkFailed ? onReload : onReset}
      >
        {chunkFailed ? t('errorBoundary.reload') : t('errorBoundary.tryAgain')}
      </button>
    </Notice>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (e.g. the route's path) clears a shown error, so navigating away leaves it behind. */
  resetKey?: unknown;
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Shows a message with a way out instead of a blank screen when rendering below it throws. It logs nothing
 * itself: an error's text may carry a user's data, and React already reports caught errors in development.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorFallback
        chunkFailed={isChunkLoadError(this.state.error)}
        onReload={this.props.onReload ?? reloadPage}
        onReset={this.reset}
      />
    );
  }
}
