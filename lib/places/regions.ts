// The gazetteer's kraj names (lib/places/gazetteer.ts CZ_REGIONS) as the site's region slugs
// (lib/enums/car-data.ts REGIONS), the value ads keep and search URLs carry.
import type { Region } from "@/lib/enums/car-data";

export const REGION_OF_NAME: Readonly<Record<string, Region>> = {
  "Hlavní město Praha": "praha",
  "Středočeský kraj": "stredocesky-kraj",
  "Jihočeský kraj": "jihocesky-kraj",
  "Plzeňský kraj": "plzensky-kraj",
  "Karlovarský kraj": "karlovarsky-kraj",
  "Ústecký kraj": "ustecky-kraj",
  "Liberecký kraj": "liberecky-kraj",
  "Královéhradecký kraj": "kralovehradecky-kraj",
  "Pardubický kraj": "pardubicky-kraj",
  "Kraj Vysočina": "kraj-vysocina",
  "Jihomoravský kraj": "jihomoravsky-kraj",
  "Olomoucký kraj": "olomoucky-kraj",
  "Zlínský kraj": "zlinsky-kraj",
  "Moravskoslezský kraj": "moravskoslezsky-kraj",
};
