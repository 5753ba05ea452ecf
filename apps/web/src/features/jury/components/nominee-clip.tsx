import type { EntryClip } from '@awards/contracts';
// The review's player until the lead moves it down to components/ (another helper is moving its
// click-to-load part there now); this wrapper is the jury's one place that knows where it lives.
// eslint-disable-next-line no-restricted-imports
import { ClipPlayer } from '@/features/review/components/clip-player';

/** The nominated moment: an upload plays in the page, a platform's player loads on a click, any other link opens. */
export function NomineeClip({ clip, nickname }: { clip: EntryClip; nickname: string }) {
  return <ClipPlayer clip={clip} nickname={nickname} />;
}
