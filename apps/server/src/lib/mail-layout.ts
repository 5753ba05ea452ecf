import { escapeHtml } from './escape-html';

export interface MailBody {
  /** BCP 47 tag for the html `lang` attribute. */
  lang: string;
  heading: string;
  paragraphs: string[];
  /** A code the reader must copy exactly (a one-time password), shown large and monospaced. */
  code?: string;
  footer: string;
}

/** One look for every mail: the same text as plain text and as simple, escaped HTML. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const text = [body.heading, '', ...body.paragraphs.flatMap((p) => [p, '']), ...(body.code ? [body.code, ''] : []), '--', body.footer].join('\n');
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const code = body.code
    ? `<p style="margin:24px 0;font:700 24px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px;color:#111">${escapeHtml(body.code)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(body.lang)}"><body style="margin:0;background:#0f0e17;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;border-top:6px solid #e0b341">
<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(body.heading)}</h1>${paragraphs}${code}
<p style="margin:32px 0 0;font-size:12px;color:#666">${escapeHtml(body.footer)}</p></div></body></html>`;
  return { text, html };
}
