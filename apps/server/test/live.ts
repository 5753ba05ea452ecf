/** One block of an event stream: an event (`id`, `event` and `data`), `retry`, or a comment. */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1);
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) frame[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return frame;
}

/**
 * A viewer of a live stream over real HTTP, reading frames as they come. `events()` are the
 * show's events, each with its id and parsed data; `ended` resolves when the server ends it.
 * Once this resolves the server counts the viewer (it does so as it sends the headers), so an
 * event published from then on reaches it.
 */
export async function openLiveStream(baseUrl: string, path = '/api/v2/live', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(new URL(path, baseUrl), { headers, signal: controller.signal });
  const frames: Frame[] = [];
  let buffer = '';
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        frames.push(...blocks.map(parseFrame));
      }
    } catch {
      // Aborted by the test itself.
    }
  })();
  return {
    response,
    frames,
    ended,
    events: () => frames.filter((frame) => frame.event && frame.event !== 'ready').map((frame) => ({ id: Number(frame.id), event: frame.event, data: JSON.parse(frame.data!) as unknown })),
    /** Whether the stream's opening (the replay, then `ready`) has arrived. */
    ready: () => frames.some((frame) => frame.event === 'ready'),
    /** The last id the stream named: where a browser's reconnection would replay from. */
    lastEventId: () => frames.filter((frame) => frame.id !== undefined).at(-1)?.id,
    close: () => controller.abort(),
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;
