import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { env } from './config/env';

// The app's one service worker, at the root scope (vite-plugin-pwa's injectManifest builds it; index.html of a
// production build registers it). It keeps the app shell so a phone that opened the door screen once can load it
// again without the network. Only this origin's built files and page navigations are answered here: Firebase and
// emulator requests go to other origins and are never touched.

// The little of the worker scope used here, typed locally: the WebWorker library's types would clash with the DOM
// types every other file of the app is checked against.
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { showNotification(title: string, options?: { body?: string }): Promise<void> };
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

// The app shell and the door screen of this build (the list is injected at build time, chosen by
// scripts/lib/precacheList.mjs); files of older builds are dropped on activation.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The build's other files (every other page's chunks, texts and styles) come from the network when a page needs them,
// and are kept once loaded with the worker in charge, so a page visited that way opens again offline. Their names
// carry a hash of their content, so a kept file is never stale; a new build's worker starts with an empty cache,
// since its pages' files have new names.
const RUNTIME_CACHE = 'gigvenue-assets';
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async ({ request }) => {
    const cache = await caches.open(RUNTIME_CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);

// The app is one page: any navigation is answered with the precached index.html, which routes in the browser.
// Firebase Hosting's reserved /__/ paths (auth handler, init.js) stay with the network, and so do the buyers' pages
// (/e/, /t/), which the server renders with their event and tickets.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/__\//, /^\/[et]\//] }),
);

// A new build takes over at once rather than after every tab is closed; a page still running the old build
// reloads a missing chunk through the app's lazy-load retry.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), caches.delete(RUNTIME_CACHE)]));
});

// Web push (issue 10) lives in this same worker, because two workers at one scope replace each other: initialise
// Firebase here and register Firebase Messaging's background handler (onBackgroundMessage from
// 'firebase/messaging/sw') below this comment.
// Only with a VAPID key does the app ask for a push token; without one no message can arrive and nothing starts.
// A message with a `notification` part is shown by the SDK itself; a data-only one is shown here.
if (env.firebase.vapidKey) {
  onBackgroundMessage(getMessaging(initializeApp(env.firebase)), (payload) => {
    if (payload.notification) return;
    const title = payload.data?.title;
    if (!title) return;
    void self.registration.showNotification(title, {
      body: payload.data?.body ?? payload.data?.message ?? '',
    });
  });
}
