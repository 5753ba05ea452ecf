export interface SeedItem extends Record<string, unknown> {
  id: number;
}

export interface SeedCollection {
  collection: string;
  items: SeedItem[];
}

export interface SeedAsset {
  id: string;
  filename: string;
  contentType: string;
  body: Uint8Array;
}

export function seedContent(): { collections: SeedCollection[]; assets: SeedAsset[] } {
  return { collections: [], assets: [] };
}
