import { createServer } from 'node:http';

/**
 * A stand-in for the reCAPTCHA siteverify endpoint on loopback. The token says what to answer:
 * `<action>:<score>` passes with that action and score; `fail` answers success=false;
 * `error` answers HTTP 500; `slow` answers after 5 s (past the server's 3 s limit).
 */
export async function startFakeCaptcha(secret: string) {
  const requests: { secret: string; response: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const token = params.get('response') ?? '';
      requests.push({ secret: params.get('secret') ?? '', response: token });
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (params.get('secret') !== secret) return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (token === 'error') return answer(500, { error: 'boom' });
      if (token === 'slow') return void setTimeout(() => answer(200, { success: true, score: 0.9, action: 'signup' }), 5000);
      const [action, score] = token.split(':');
      if (!action || score === undefined || token === 'fail') return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
      return answer(200, { success: true, action, score: Number(score), hostname: 'localhost', challenge_ts: new Date().toISOString() });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token the fake verifier accepts for `action`. */
export const passingCaptcha = (action: string) => `${action}:0.9`;
