import type { MailMessage } from '@gigvenue/contracts';

export interface WelcomeInput {
  name: string;
  role: string;
  appName: string;
  appUrl: string;
}

const ROLE_LABELS: Record<string, string> = {
  venueOwner: 'Venue Owner',
  eventManager: 'Event Manager',
  eventOrganizer: 'Event Organizer',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

// The name comes from the registration form, so it must not be able to inject markup into the e-mail.
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The e-mail an account receives when the operator approves it: with which role, and where to log in. */
export function welcomeMessage({ name, role, appName, appUrl }: WelcomeInput): MailMessage {
  const displayName = name.trim() || 'there';
  const label = roleLabel(role);
  const loginUrl = `${appUrl}/login`;
  const text = [
    `Hello ${displayName},`,
    '',
    `Thank you for registering with ${appName} as ${article(label)} ${label}.`,
    'Your account has been verified and approved.',
    '',
    `Log in at ${loginUrl}`,
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(displayName)},</p>`,
    `<p>Thank you for registering with ${escapeHtml(appName)} as ${article(label)} <strong>${escapeHtml(label)}</strong>.</p>`,
    '<p>Your account has been verified and approved.</p>',
    `<p>Log in at <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`,
    `<p>The ${escapeHtml(appName)} team</p>`,
  ].join('\n');
  return { subject: `Welcome to ${appName}`, text, html };
}
