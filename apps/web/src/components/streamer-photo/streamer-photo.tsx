import { photoUrl } from '@/lib/api-client';
import { NICKNAME_SEPARATORS, initials } from '@/lib/initials';
import './streamer-photo.css';

interface StreamerPhotoProps {
  photo: string;
  nickname: string;
  className: string;
  size: number;
  /** What the picture says, when it is more than decoration; the initials then say it too. */
  alt?: string;
}

/**
 * A streamer's round photo, or their initials in its place (a nominee added from applications has
 * no photo). Decorative unless `alt` says otherwise: the name is written beside it. The caller's
 * class sets the size (`--photo-size`), the shape and the initials' type size.
 */
export function StreamerPhoto({ photo, nickname, className, size, alt }: StreamerPhotoProps) {
  if (photo) return <img className={`streamer-photo ${className}`} src={photoUrl(photo)} alt={alt ?? ''} width={size} height={size} loading="lazy" decoding="async" />;
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <span className={`streamer-photo streamer-photo--initials ${className}`} {...label}>
      {initials(nickname, NICKNAME_SEPARATORS)}
    </span>
  );
}
