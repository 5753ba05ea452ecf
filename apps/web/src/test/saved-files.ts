import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  file: Blob;
}

/**
 * The files the app hands the browser to save (lib/save-file.ts), which jsdom neither saves nor
 * gives object addresses for: each one's name and contents, in order. Undone after the test
 * (`vi.unstubAllGlobals`, and the setup's `vi.restoreAllMocks`).
 */
export function captureSavedFiles(): SavedFile[] {
  const files = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  const objectUrls = {
    createObjectURL: (file: Blob) => {
      const url = `blob:saved-${files.size}`;
      files.set(url, file);
      return url;
    },
    revokeObjectURL: () => {},
  };
  vi.stubGlobal('URL', Object.assign(class extends URL {}, objectUrls));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, file: files.get(this.href)! });
  });
  return saved;
}
