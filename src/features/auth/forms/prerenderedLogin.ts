import { PRERENDERED_MARK, PRERENDERED_SUBMIT_MARK } from '@/firstPaint/keys';
import type { LoginValues } from './login.schema';

export interface PrerenderedLogin {
  values: LoginValues;
  /** The field that had the focus, so the app's own field gets it back. */
  focused: keyof LoginValues | null;
  /** Whether the visitor already pressed Log In, which the app then does for them. */
  submitted: boolean;
  /** The copy itself, kept to read again once the app's page has replaced it (readPressedSince). */
  copy: Element | null;
}

const FIELDS = ['email', 'password', 'rememberMe'] as const;

export const loginInitialValues: LoginValues = { email: '', password: '', rememberMe: false };

/**
 * What a visitor typed into the prerendered sign-in page (index.html shows it before the app has loaded). Read at the
 * page's first render, while that markup is still in the document: React replaces it when it commits.
 */
export function readPrerenderedLogin(
  root: ParentNode | null = globalThis.document ?? null,
): PrerenderedLogin {
  const page = root?.querySelector(`[${PRERENDERED_MARK}]`) ?? null;
  if (!page) return { values: loginInitialValues, focused: null, submitted: false, copy: null };
  return readCopy(page);
}

/**
 * The copy as it is now. React reads it when it renders the page and replaces it when it commits; a press of Log In
 * between the two (a first render can take a while on a slow phone) lands on the copy, which is read again then.
 */
export function readPressedSince(early: PrerenderedLogin): PrerenderedLogin | null {
  if (early.submitted || !early.copy) return null;
  const now = readCopy(early.copy);
  return now.submitted ? now : null;
}

function readCopy(page: Element): PrerenderedLogin {
  const input = (name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = page.ownerDocument.activeElement;
  return {
    values: {
      email: input('email')?.value ?? '',
      password: input('password')?.value ?? '',
      rememberMe: input('rememberMe')?.checked ?? false,
    },
    focused: FIELDS.find((name) => active !== null && active === input(name)) ?? null,
    submitted: page.querySelector(`form[${PRERENDERED_SUBMIT_MARK}]`) !== null,
    copy: page,
  };
}
