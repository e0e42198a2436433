export const PHOTO_TYPES: Readonly<Record<string, string>>;
