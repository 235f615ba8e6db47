import auth from '@/locales/en/auth.json';
import common from '@/locales/en/common.json';
import layout from '@/locales/en/layout.json';

/** The English texts the app's first download carries: its shell's and the sign-in pages' (i18n.ts). */
export const SHELL_TEXTS = { common, layout, auth };
