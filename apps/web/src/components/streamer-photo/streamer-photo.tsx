import { photoUrl } from '@/lib/api-client';
import { NICKNAME_SEPARATORS, initials } from '@/lib/initials';
import './streamer-photo.css';

/**
 * A streamer's round photo, or their initials in its place. Decorative: the name is written beside
 * it. The caller's class sets the size (`--photo-size`) and the initials' type size.
 */
export function StreamerPhoto({ photo, nickname, className, size }: { photo: string; nickname: string; className: string; size: number }) {
  if (photo) return <img className={`streamer-photo ${className}`} src={photoUrl(photo)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return (
    <span className={`streamer-photo streamer-photo--initials ${className}`} aria-hidden="true">
      {initials(nickname, NICKNAME_SEPARATORS)}
    </span>
  );
}
