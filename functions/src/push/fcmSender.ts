import {
  mapWithConcurrency,
  PUSH_CONCURRENCY,
  type PushMessage,
  type PushOutcome,
  type PushSender,
} from './pushSender';

export interface FcmOptions {
  apiBase: string;
  projectId: string;
  accessToken: () => Promise<string>;
  concurrency?: number;
}

// FCM v1 error codes that mean the token is gone for good (the app was uninstalled or the token is malformed).
const INVALID_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

interface FcmErrorBody {
  error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

async function outcomeOf(response: Response): Promise<PushOutcome> {
  if (response.ok) return 'sent';
  const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
  const codes = [body.error?.status, ...(body.error?.details ?? []).map((detail) => detail.errorCode)];
  // INVALID_ARGUMENT also covers a bad message; only a 400/404 about the token itself forgets it.
  const aboutToken = response.status === 400 || response.status === 404;
  return aboutToken && codes.some((code) => code && INVALID_TOKEN_CODES.has(code)) ? 'invalid' : 'failed';
}

/** The real sender: FCM HTTP v1, one POST per message, PUSH_CONCURRENCY at a time, with the Admin SDK's access token. */
export function createFcmSender(options: FcmOptions): PushSender {
  const url = `${options.apiBase}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  return {
    name: 'fcm',
    async send(messages) {
      if (messages.length === 0) return [];
      const token = await options.accessToken();
      const sendOne = async (message: PushMessage): Promise<PushOutcome> => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: {
                token: message.token,
                notification: { title: message.title, body: message.body },
                data: { announcementId: message.announcementId },
              },
            }),
          });
          return await outcomeOf(response);
        } catch {
          return 'failed';
        }
      };
      return mapWithConcurrency(messages, options.concurrency ?? PUSH_CONCURRENCY, sendOne);
    },
  };
}
