// apexcharts' server build keeps its registry (`Apex`) and svg.js (`SVG`) on Node's `global`, or on `window` in a
// page; a worker has neither name, and the build then fails on its first chart ("Apex is not defined"). Imported
// before apexcharts, this gives the worker's global scope Node's name for it.
const scope = globalThis as { global?: unknown };
scope.global ??= globalThis;

export {};
