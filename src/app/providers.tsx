import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Spinner } from '@/components/ui/Spinner';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  children: ReactNode;
}

export function Providers({ store, children }: Props) {
  return (
    <Provider store={store}>
      {/* The last resort above every route's own boundary: whatever fails, the page is never left blank. */}
      <ErrorBoundary>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </BrowserRouter>
      </ErrorBoundary>
    </Provider>
  );
}
