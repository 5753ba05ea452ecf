/** Longest first word shown, in characters; longer ones end in an ellipsis. */
const MAX_WORD = 12;

function truncate(word: string, max: number): string {
  // Spread by code points, so that a name never ends in half an emoji.
  const characters = [...word];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : word;
}

/**
 * A name as the public leaderboard shows it: the first word and the last word's initial
 * ('Anna Petrova' → 'Anna P.'), a single word cut to twelve characters. Someone who typed their
 * email as their name shows only what comes before the @.
 */
export function shortDisplayName(name: string): string {
  const words = name.replace(/(\S)@\S+/g, '$1').trim().split(/\s+/);
  const first = truncate(words[0] ?? '', MAX_WORD);
  if (words.length === 1) return first;
  const initial = [...words.at(-1)!][0]!.toUpperCase();
  return `${first} ${initial}.`;
}
