import type { Page } from '@playwright/test';

// Helpers of the specs that fill dated forms and walk the wizards.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A local 'YYYY-MM-DD' `days` from today, as a date input takes it. */
export const dateInDays = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The wizard step on show: the others stay mounted, hidden. */
export const step = (page: Page) => page.locator('section:not([hidden])');
export const next = (page: Page) => step(page).getByRole('button', { name: 'Next', exact: true }).click();
