// heic-convert 2.1.0 ships no types; lib/media/heic.ts types the one call it makes.
declare module "heic-convert";
