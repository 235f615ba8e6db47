import type { Action } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, take } from 'typed-redux-saga';
import type { SagaGenerator } from 'typed-redux-saga';
import { storageService } from '@/services/storage.service';

export interface UploadFile {
  key: string;
  file: File;
}

export type UploadEvent =
  { type: 'progress'; percent: number } | { type: 'done'; url: string } | { type: 'failed'; error: unknown };

/** One upload as a stream of events, so a saga can put progress while it waits for the URL. */
function uploadChannel(prefix: string, file: File): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>(
    (emit) => {
      storageService
        .upload(prefix, file, (percent) => emit({ type: 'progress', percent }))
        .then(
          (url) => emit({ type: 'done', url }),
          (error: unknown) => emit({ type: 'failed', error }),
        );
      // Firebase offers no cancel through the service; closing the channel just stops listening.
      return () => undefined;
    },
    // The default buffer drops events nobody is waiting for, which could lose the final URL during a put.
    buffers.expanding<UploadEvent>(),
  );
}

export function* uploadOne(
  prefix: string,
  { key, file }: UploadFile,
  progressed: (key: string, percent: number) => Action,
): SagaGenerator<string> {
  const channel = yield* call(uploadChannel, prefix, file);
  try {
    for (;;) {
      const event: UploadEvent = yield* take(channel);
      if (event.type === 'progress') yield* put(progressed(key, event.percent));
      else if (event.type === 'done') return event.url;
      else throw event.error;
    }
  } finally {
    channel.close();
  }
}

/**
 * Uploads every file under `prefix` (profileImage/{uid}, venues/{uid} or events/{uid}: storage rules
 * accept only the signed-in user's own folder) at the same time, putting progressed(key, percent) as
 * each advances. Returns the download URLs in the order of `files`; the first failure is thrown.
 */
export function* uploadImages(
  prefix: string,
  files: UploadFile[],
  progressed: (key: string, percent: number) => Action,
): SagaGenerator<string[]> {
  if (files.length === 0) return [];
  const urls: string[] = yield* all(files.map((file) => call(uploadOne, prefix, file, progressed)));
  return urls;
}
