// Libraries that only some screens use and every other route must not download (ARCHITECTURE budgets). The build
// gives each one a chunk of that name (vite.config.ts), so scripts/measure-bundle.mjs can tell which routes load it.
export const HEAVY_LIBRARIES = {
  // The dashboard's charts, loaded when the first one comes into view (src/features/dashboard/charts/ApexMonthlyChart.tsx).
  apexcharts: ['apexcharts', 'react-apexcharts'],
  'html5-qrcode': ['html5-qrcode'],
  maps: ['@react-google-maps', '@googlemaps', 'use-places-autocomplete'],
  sweetalert2: ['sweetalert2'],
  // The contracts' schemas: parsing a callable's answer or a stored document, never needed to sign in.
  zod: ['zod'],
  stripe: ['@stripe'],
};
