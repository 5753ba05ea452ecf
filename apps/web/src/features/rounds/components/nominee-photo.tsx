import { StreamerPhoto } from '@/components/streamer-photo/streamer-photo';
import './nominee-photo.css';

/** The photo beside a nominee's name on the board, or their initials; large for the photo just uploaded. */
export function NomineePhoto({ photo, nickname, large = false }: { photo: string; nickname: string; large?: boolean }) {
  return <StreamerPhoto className={`nominee-photo${large ? ' nominee-photo--large' : ''}`} photo={photo} nickname={nickname} size={large ? 96 : 48} />;
}
