import 'bootstrap/dist/css/bootstrap.min.css?shop';
import '../../styles/app.css?shop';
import '@/features/ticketShop/ticketShop.css';
import { startShop } from './startShop';

// The buyers' entry (shop.html, which functions/src/publicPages fills with the page rendered on the server).
void startShop(document.getElementById('root')!);
