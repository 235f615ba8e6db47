// The sign-in pages paint with the part of Bootstrap they use (main.tsx's import, trimmed at build time); every
// other page waits for this module, which brings the rest. The app's rules come again after it: in a later sheet,
// Bootstrap's rules would otherwise beat the app's overrides of the same specificity.
import 'bootstrap/dist/css/bootstrap.min.css?all';
import './app.css?all';
