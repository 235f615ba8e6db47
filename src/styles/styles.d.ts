// A stylesheet imported with ?all is the whole of it (the plain import is trimmed to the sign-in pages' part).
declare module '*.css?all';
