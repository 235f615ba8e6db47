// Imported first by index.ts: outside the emulators the functions do not load without a real payment provider, an
// https app address and a real push sender (config.ts, deploymentRefusals), so no instance runs on demo values.
import { refuseDemoSettings } from './config';

refuseDemoSettings(process.env);
