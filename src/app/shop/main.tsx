import 'bootstrap/dist/css/bootstrap.min.css?shop';
import '../../styles/app.css?shop';
// The shop's own rules come with the first paint, not with the app: the server's markup uses them too.
import '@/features/ticketShop/ticketShop.css';
import { LANGUAGE_STORAGE_KEY } from '@/firstPaint/keys';
import { takeOverOnInteraction } from './takeOverOnInteraction';

// The buyers' entry (shop.html, filled by functions/src/publicPages): the page on screen is the server's, in
// English. The app takes it over when the buyer first touches it, or at once for a buyer who chose another
// language, whose page must not stay English, and for a waitlist offer's link (#offer=...), whose held tickets only
// the app can show.
const root = document.getElementById('root')!;
let remembered: string | null = null;
try {
  remembered = localStorage.getItem(LANGUAGE_STORAGE_KEY);
} catch {
  // Storage may be off (private browsing): the page stays English until the buyer interacts.
}
takeOverOnInteraction(
  root,
  () => import('./takeOver').then(({ takeOver }) => takeOver(root)),
  (remembered !== null && remembered !== 'en') || location.hash.startsWith('#offer='),
);
