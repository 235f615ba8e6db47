export type CameraFailure = 'denied' | 'missing' | 'unsupported' | 'failed';

/**
 * Why the camera did not start, from what the browser or html5-qrcode said (html5-qrcode often rejects with a
 * plain string that wraps the browser's error name).
 */
export function cameraFailureOf(error: unknown): CameraFailure {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/NotAllowed|Permission|Security/i.test(text)) return 'denied';
  if (/NotFound|Overconstrained|NotReadable|device not found|no camera/i.test(text)) return 'missing';
  if (/not supported|secure context|getUserMedia is not/i.test(text)) return 'unsupported';
  return 'failed';
}
