import { minifySync } from 'rolldown/utils';

/**
 * An inline script that calls `fn` with `args`: `(fn)(arg, …)`, each argument JSON, or a function's own source
 * (Function.prototype.toString), minified since index.html's bytes are part of every first visit. So `fn` and any
 * function argument must be self-contained: nothing from outside their bodies, no TypeScript-only runtime helpers.
 */
export function inlineScript<Args extends unknown[]>(fn: (...args: Args) => void, ...args: Args): string {
  const encoded = args.map((arg) => (typeof arg === 'function' ? arg.toString() : JSON.stringify(arg)));
  const source = `(${fn.toString()})(${encoded.join(',')})`;
  const { code, errors } = minifySync('inline.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`inlineScript: ${errors.map((error) => error.message).join('; ')}`);
  // Kept out of HTML's way: a '</script' in a string would end the element.
  if (/<\/script/i.test(code)) throw new Error('inlineScript: the script contains </script');
  return code.trim();
}
