import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  children: ReactNode;
}

export function Providers({ store, children }: Props) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </BrowserRouter>
    </Provider>
  );
}
