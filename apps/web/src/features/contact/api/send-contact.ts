import type { ContactRequest, ContactResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** Sends a message to the organisers; the answer only tells that it arrived. */
export function sendContact(request: ContactRequest): Promise<ContactResponse> {
  return api<ContactResponse>('api/v1/contact_us/', { method: 'POST', body: request });
}
