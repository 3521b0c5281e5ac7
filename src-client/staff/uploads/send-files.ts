import { responseMessage } from '../../shared/errors';

/** A refused upload (4xx): the server's message, which names the file (too large, not a photo…). Sending it again changes nothing. */
export class UploadRefusal extends Error {
  override name = 'UploadRefusal';
}

/**
 * Posts files as multipart form data (the upload routes' CSRF rule admits it, and the header is
 * sent as every other write of ours would). Answers the created records; throws an
 * UploadRefusal for a 4xx, else an Error to try again after.
 */
export async function sendFiles<T>(url: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    // No Content-Type: the browser writes it, with the multipart boundary.
    response = await fetch(url, { method: 'POST', body: form, headers: { 'X-Shelter-CSRF': '1' }, credentials: 'same-origin' });
  } catch {
    throw new Error('The server could not be reached. Please try again.');
  }
  if (response.status >= 400 && response.status < 500) throw new UploadRefusal(await responseMessage(response));
  if (!response.ok) throw new Error(await responseMessage(response));
  return (await response.json()) as T;
}
