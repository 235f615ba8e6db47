// Types for scripts/lib/ticketKey.mjs, which TypeScript tests import.
export const SECRET_FILE: string;
export function ensureDemoTicketKey(): string | null;
export function loadDemoTicketKey(): string | null;
export const DEMO_STRIPE_WEBHOOK_SECRET: string;
export function ensureDemoWebhookSecret(): string | null;
