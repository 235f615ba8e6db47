import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useRouteChanges } from '../hooks/useRouteChanges';
import { Preloader } from './Preloader';

/** Mounted once above every route: keeps the title in step with the path and drives the preloader. */
export function RouteEffects() {
  useDocumentTitle();
  useRouteChanges();
  return <Preloader />;
}
