/** A nickname's words are also joined by `_`, `.` and `-` (lag_lord, mega.win). */
export const NICKNAME_SEPARATORS = /[\s_.-]+/u;

/**
 * Initials in place of a picture: the first letters of the first two words of the name, or the first
 * two letters of a one-word name. Letters are counted as characters, not UTF-16 units, so emoji stay whole.
 */
export function initials(name: string, separators: RegExp = /\s+/): string {
  const words = name.trim().split(separators).filter(Boolean);
  const letters = words.length >= 2 ? words.slice(0, 2).map((word) => Array.from(word)[0]) : Array.from(words[0] ?? '').slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
