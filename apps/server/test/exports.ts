import { expect } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { ExportKind } from '@awards/contracts';
import type { TestServer } from './harness';
import { backstage } from './staff';

/** The UTF-8 byte order mark, which tells a spreadsheet the file's encoding. */
export const BOM = [0xef, 0xbb, 0xbf];

export const linkPath = (kind: ExportKind) => `/api/v2/backstage/exports/${kind}/link`;

/** Asks for an export's link as the backstage does. */
export const askLink = (server: TestServer, token: string, kind: ExportKind, body?: unknown, headers?: Record<string, string>) =>
  backstage(server, token, linkPath(kind), { method: 'POST', body, headers });

/** The signed address of an export, asked for with the staff member's token. */
export async function exportLink(server: TestServer, token: string, kind: ExportKind, body?: unknown): Promise<string> {
  const response = await askLink(server, token, kind, body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** An export downloaded as the browser would, its bytes, and its records read back by a CSV parser (the header row as keys). */
export async function download(server: TestServer, token: string, kind: ExportKind, body?: unknown) {
  const response = await server.api(await exportLink(server, token, kind, body));
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  const headers = (parse(text, { bom: true, to_line: 1 }) as string[][])[0]!;
  return { response, bytes, text, records, headers };
}
