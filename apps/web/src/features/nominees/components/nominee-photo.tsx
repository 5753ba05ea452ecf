import { assetUrl, joinUrl } from '@/lib/api-client';
import { getConfig } from '@/lib/config';
import './nominee-photo.css';

/** A nominee's photo: an absolute address, a file the API serves, or an asset of the content service. */
export function photoUrl(photo: string): string {
  if (/^https?:\/\//.test(photo)) return photo;
  return photo.startsWith('/') ? joinUrl(getConfig().backendBaseUrl, photo) : assetUrl(photo);
}

/** The first letters of the nickname's first two words (or its first two letters), for a nominee without a photo. */
export function initialsOf(nickname: string): string {
  const words = nickname.split(/[\s_.-]+/u).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** The photo beside a nominee's name, or their initials in its place; decorative, as the name is written beside it. */
export function NomineePhoto({ photo, nickname, large = false }: { photo: string; nickname: string; large?: boolean }) {
  const className = `nominee-photo${large ? ' nominee-photo--large' : ''}`;
  const size = large ? 96 : 48;
  if (photo) return <img className={className} src={photoUrl(photo)} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={`${className} nominee-photo--initials`} aria-hidden="true">
      {initialsOf(nickname)}
    </span>
  );
}
