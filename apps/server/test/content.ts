import { expect } from 'vitest';
import type { ContentServiceError } from '@awards/contracts';

/** Asserts a Directus-shaped error answer and returns its message. */
export async function expectDirectusError(response: Response, status: number, code: ContentServiceError['errors'][number]['extensions']['code']) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ContentServiceError;
  expect(body).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
  return body.errors[0]!.message;
}

export const FORBIDDEN_BODY = { errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] };
