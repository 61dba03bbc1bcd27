// Uploads straight from the page to the API with XMLHttpRequest, whose upload events give a
// real progress bar (fetch has none). Same origin: the session cookie and XSRF token go along.
import { readCookie, XSRF_COOKIE, type ApiErrorBody } from '@frischkontor/helium-client';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as ApiErrorBody;
    if (body.message) return body.message;
  } catch {
    // not JSON
  }
  if (xhr.status === 413) return 'Die Datei ist zu groß.';
  return `Das Hochladen ist fehlgeschlagen (Status ${xhr.status}).`;
}

function send(apiPrefix: string, folder: string, file: File, onProgress: (share: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiPrefix}/admin/media/files`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(document.cookie, XSRF_COOKIE);
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadError(xhr.status, messageOf(xhr)));
    });
    xhr.addEventListener('error', () =>
      reject(new UploadError(0, 'Keine Verbindung. Bitte versuchen Sie es erneut.')),
    );
    const body = new FormData();
    body.append('path', folder);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** One file into `folder`; a stale XSRF token (419) is renewed once. */
export async function uploadFile(
  apiPrefix: string,
  folder: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<void> {
  try {
    await send(apiPrefix, folder, file, onProgress);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 419) throw error;
    await fetch(`${apiPrefix}/csrf-cookie`, { credentials: 'same-origin' });
    onProgress(0);
    await send(apiPrefix, folder, file, onProgress);
  }
}
