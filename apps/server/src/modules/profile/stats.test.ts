import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponse } from '@awards/contracts';
import { bearer } from '../../../test/accounts';
import { passingCaptcha } from '../../../test/fake-captcha';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';
import { castVote, replaceRounds } from '../../../test/voting';

describe("the profile's stats", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const statsOf = async (token: string) => {
    const response = await server.api('/api/v2/user/me', { headers: bearer(token) });
    expect(response.status).toBe(200);
    return MeResponse.parse(await response.json()).stats;
  };

  it("count the caller's own applications, votes and guesses", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    await openBlocks(server.db);
    const [block] = await seededBlocks(server.db);
    const [anna, boris] = await usersNamed(server, ['Anna Petrova', 'Boris Ivanov']);
    expect(await statsOf(anna!.token)).toEqual({ applications: 0, votes: 0, guesses: 0 });

    const application = await server.post(
      '/api/v2/application/new',
      {
        nickname: 'SpinDoctorLuca',
        link_to_page: 'https://twitch.tv/spindoctorluca',
        link_to_media: 'https://youtu.be/dQw4w9WgXcQ',
        nomination_id: 3,
        captcha_token: passingCaptcha('submit_application'),
        action: 'submit_application',
      },
      bearer(anna!.token),
    );
    expect(application.status).toBe(201);
    expect(await statsOf(anna!.token)).toEqual({ applications: 1, votes: 0, guesses: 0 });

    expect((await castVote(server, 1, round!.byNomination(1)[0]!.id, anna!.token)).status).toBe(201);
    expect((await castVote(server, 2, round!.byNomination(2)[0]!.id, anna!.token)).status).toBe(201);
    expect(await statsOf(anna!.token)).toEqual({ applications: 1, votes: 2, guesses: 0 });

    expect((await sendGuess(server, anna!.token, block!.id, block!.legendId)).status).toBe(201);
    expect(await statsOf(anna!.token)).toEqual({ applications: 1, votes: 2, guesses: 1 });

    expect(await statsOf(boris!.token)).toEqual({ applications: 0, votes: 0, guesses: 0 });
  });
});
