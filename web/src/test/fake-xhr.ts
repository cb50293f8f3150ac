/**
 * An XMLHttpRequest double for the uploads that report their progress through it (lib/upload):
 * each request is recorded, reports half its progress, and is answered by `answer` (n counts the
 * uploads from 1).
 */
import { vi } from 'vitest';

export interface SentUpload {
  url: string;
  body: FormData;
}

export type UploadAnswer = (sent: SentUpload, n: number) => { status: number; body: unknown };

/** Replaces XMLHttpRequest until `vi.unstubAllGlobals()`; the uploads sent, in order. */
export function stubUploads(answer: UploadAnswer): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const request = { url: this.url, body };
      sent.push(request);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      const { status, body: reply } = answer(request, sent.length);
      this.status = status;
      this.responseText = JSON.stringify(reply);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
