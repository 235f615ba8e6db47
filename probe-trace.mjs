import { chromium } from '@playwright/test';
const [exe, url, throttle = '4'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: exe, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(throttle) });
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,toplevel,blink,loading,disabled-by-default-lighthouse', transferMode: 'ReportEvents' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await cdp.send('Tracing.end');
await done;
await browser.close();
const threadNames = new Map();
for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const mainKeys = [...threadNames].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k);
const sums = {};
for (const key of mainKeys) {
  const evs = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts);
  const tops = evs.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  let total = 0;
  const byFirstChild = {};
  for (const t of tops) {
    total += t.dur;
    const kids = evs.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask');
    const covered = kids.length ? kids[0].name : '(none)';
    const label = kids.slice(0, 3).map((k) => k.name).join(' > ') || '(none)';
    byFirstChild[label] = (byFirstChild[label] ?? 0) + t.dur;
  }
  console.log(key, 'tasks', tops.length, 'total ms', (total / 1000).toFixed(0));
  for (const [k, v] of Object.entries(byFirstChild).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
}
const fnSums = {};
for (const key of mainKeys) {
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== key || e.ph !== 'X') continue;
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'v8.newInstance' || e.name === 'ParseHTML' || e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint' || e.name === 'v8.compileModule' || e.name==='MajorGC' || e.name==='MinorGC' || e.name === 'V8.GC_MC_BACKGROUND_MARKING') {
      const d = e.args?.data ?? {};
      const where = `${e.name} ${(d.url ?? '').split('/').pop()}:${d.functionName ?? ''}:${d.lineNumber ?? ''}:${d.columnNumber ?? ''}`;
      fnSums[where] = (fnSums[where] ?? 0) + e.dur;
    }
  }
}
console.log('--- by function');
for (const [k, v] of Object.entries(fnSums).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
console.log('--- self time by event name');
for (const key of mainKeys) {
  const evs = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = {};
  const stack = [];
  for (const e of evs) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    self[e.name] = (self[e.name] ?? 0) + e.dur;
    if (parent) self[parent.name] -= e.dur;
    stack.push(e);
  }
  for (const [k, v] of Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
}
console.log('--- requestResource');
const rr = events.filter((e) => e.name === 'ResourceFetcher::requestResource' && mainKeys.includes(`${e.pid}:${e.tid}`));
console.log(rr.length, rr.slice(0, 3).map((e) => JSON.stringify(e.args)));
for (const e of rr.sort((a, b) => b.dur - a.dur).slice(0, 12)) console.log((e.dur / 1000).toFixed(1), JSON.stringify(e.args).slice(0, 200));
console.log('--- longest tasks');
for (const key of mainKeys) {
  const evs = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts);
  const tops = evs.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const t0 = evs[0].ts;
  for (const t of [...tops].sort((a, b) => b.dur - a.dur).slice(0, 10)) {
    const kids = evs.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > t.dur * 0.05 && !/RunTask/.test(e.name));
    console.log(`${(t.dur / 1000).toFixed(1)} ms at ${((t.ts - t0) / 1000).toFixed(0)}: ${kids.slice(0, 6).map((k) => `${k.name}(${(k.dur / 1000).toFixed(0)}${k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop() : ''}${k.args?.data?.functionName ? ' ' + k.args.data.functionName : ''})`).join(' > ')}`);
  }
}
console.log('--- subtree of timer task');
for (const key of mainKeys) {
  const evs = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const t = evs.filter((e) => e.name === 'TimerFire').sort((a, b) => b.dur - a.dur)[0];
  const t0 = t.ts;
  for (const e of evs.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).slice(0, 60)) console.log(`${((e.ts - t0) / 1000).toFixed(1).padStart(6)} +${(e.dur / 1000).toFixed(1).padStart(6)} ${e.name} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 120)}`);
}
