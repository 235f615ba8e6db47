import fs from 'node:fs';

/** One of this folder's JSON data files, parsed afresh (callers may change what they get). */
export const dataFile = (name) => JSON.parse(fs.readFileSync(new URL(name, import.meta.url), 'utf8'));
