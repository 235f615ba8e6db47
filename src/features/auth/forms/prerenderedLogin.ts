import { PRERENDERED_MARK, PRERENDERED_SUBMIT_MARK } from '@/firstPaint/keys';
import type { LoginValues } from './login.schema';

export interface PrerenderedLogin {
  values: LoginValues;
  /** The field that had the focus, so the app's own field gets it back. */
  focused: keyof LoginValues | null;
  /** Whether the visitor already pressed Log In, which the app then does for them. */
  submitted: boolean;
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
  const page = root?.querySelector(`[${PRERENDERED_MARK}]`);
  if (!page) return { values: loginInitialValues, focused: null, submitted: false };
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
  };
}
