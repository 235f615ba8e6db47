// A stylesheet imported with ?all is the whole of it (the plain import is trimmed to the sign-in pages' part).
declare module '*.css?all';
// The buyers' pages' stylesheets, trimmed to what the shop can render (src/app/shop/main.tsx).
declare module '*.css?shop';
