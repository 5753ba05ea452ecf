import type { ApplicationItem, ApplicationRequest } from '@awards/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /api/v2/application/new`: an entry for a streamer, with the signed-in user's bearer token
 * and the selected language (the API client sends both). Answers the stored application.
 */
export function submitApplication(body: ApplicationRequest): Promise<ApplicationItem> {
  return api<ApplicationItem>('api/v2/application/new', { method: 'POST', body });
}
