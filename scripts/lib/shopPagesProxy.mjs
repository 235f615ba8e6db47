// Locally, the buyers' pages come from the same functions as deployed: Vite's dev server (npm start) and its preview
// (the e2e tier) hand a document request for /e/... or /t/... to the function that Hosting's rewrite names in
// firebase.json, on the Functions emulator, as Hosting does. The function fetches shop.html back from the server
// that asked (its Host is passed on), so in development the page runs Vite's modules with hot reload. The buyers'
// pages exist only there: without the emulator (`npm run dev` alone) the app answers with its page-not-found.
import fs from 'node:fs';

/** { '/e/': { functionId, region }, ... } from firebase.json's hosting rewrites to functions. */
export function functionRewrites(firebaseJson) {
  const rewrites = {};
  for (const rewrite of firebaseJson.hosting?.rewrites ?? []) {
    const match = /^(\/[^*]+\/)\*\*$/.exec(rewrite.source ?? '');
    if (match && rewrite.function) rewrites[match[1]] = rewrite.function;
  }
  return rewrites;
}

/** The emulated function's URL for a request path (with its query), or null when no rewrite takes the path. */
export function functionUrlFor(url, rewrites, { host, port, projectId }) {
  const prefix = Object.keys(rewrites).find((candidate) => url.startsWith(candidate));
  if (!prefix) return null;
  const { functionId, region } = rewrites[prefix];
  return `http://${host}:${port}/${projectId}/${region}/${functionId}${url}`;
}

// A browser names what it fetches; curl and link-preview bots name nothing and get the page too.
export const isDocumentRequest = (request) =>
  request.method === 'GET' &&
  !/^(script|style|image|font|worker)$/.test(request.headers['sec-fetch-dest'] ?? '');

/** Vite plugin: `emulator` is { host, port, projectId } of the Functions emulator, or null to do nothing. */
export function shopPagesProxy({ firebaseJsonPath, emulator }) {
  const rewrites = functionRewrites(JSON.parse(fs.readFileSync(firebaseJsonPath, 'utf8')));
  const middleware = async (request, response, next) => {
    const target = emulator && isDocumentRequest(request) && functionUrlFor(request.url, rewrites, emulator);
    if (!target) return next();
    try {
      const answer = await fetch(target, { headers: { 'x-forwarded-host': request.headers.host ?? '' } });
      response.statusCode = answer.status;
      for (const name of ['content-type', 'cache-control', 'content-disposition'])
        if (answer.headers.has(name)) response.setHeader(name, answer.headers.get(name));
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      next();
    }
  };
  return {
    name: 'shop-pages-proxy',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
