import { toSnake } from '@awards/contracts';

/**
 * Hands the browser a file to save, as a link with `download` would: for a file the app fetched
 * itself (with the session's token), which a plain link could not.
 */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves an API answer as the JSON the server wrote: in the wire's keys, indented for reading. */
export function saveAnswerAsJson(name: string, answer: unknown): void {
  saveFile(name, new Blob([JSON.stringify(toSnake(answer), null, 2)], { type: 'application/json' }));
}
