export const PHOTO_TYPES: Readonly<Record<string, string>>;
export const IMMUTABLE: "public, max-age=31536000, immutable";
